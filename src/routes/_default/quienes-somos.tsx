import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/quienes-somos')({
  component: WhoWeArePage,
});

function WhoWeArePage() {
  return <ScreenPage screen="who-we-are" />;
}
