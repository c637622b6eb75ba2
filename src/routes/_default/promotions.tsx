import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/promotions')({
  component: PromotionsPage,
});

function PromotionsPage() {
  return <ScreenPage screen="promotions" />;
}
