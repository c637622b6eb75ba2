import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/hoteles-en-nuevo-vallarta')({
  component: HotelsNuevoVallartaPage,
});

function HotelsNuevoVallartaPage() {
  return <ScreenPage screen="hotels-nuevo-vallarta" />;
}
