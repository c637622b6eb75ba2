import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/covid')({
  component: CovidPage,
});

function CovidPage() {
  return <ScreenPage screen="covid" />;
}
