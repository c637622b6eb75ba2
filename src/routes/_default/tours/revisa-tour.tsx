import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../components/layout/screen-page';

export const Route = createFileRoute('/_default/tours/revisa-tour')({
  component: ToursReviewPage,
});

function ToursReviewPage() {
  return <ScreenPage screen="tours-review" />;
}
