import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/hot-sale')({
  component: HotSalePage,
});

function HotSalePage() {
  return <ScreenPage screen="hot-sale" />;
}
