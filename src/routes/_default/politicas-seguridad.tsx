import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/politicas-seguridad')({
  component: SecurityPolicyPage,
});

function SecurityPolicyPage() {
  return <ScreenPage screen="security-policy" />;
}
