import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/compromiso-social')({
  component: SocialCommitmentPage,
});

function SocialCommitmentPage() {
  return <ScreenPage screen="social-commitment" />;
}
