import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tarifas')({
  component: RatesPage,
});

function RatesPage() {
  return <ScreenPage screen="rates" />;
}
