import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/_default/rates')({
  component: RatesPage,
});

function RatesPage() {
  return <ScreenPage screen="rates" />;
}
