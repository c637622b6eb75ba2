import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/terminos-condiciones')({
  component: TermsConditionsPage,
});

function TermsConditionsPage() {
  return <ScreenPage screen="terms-conditions" />;
}
