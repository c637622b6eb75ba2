import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_static/hoteles-en-puerto-vallarta')({
  component: HotelsPuertoVallartaPage,
});

function HotelsPuertoVallartaPage() {
  return <ScreenPage screen="hotels-puerto-vallarta" />;
}
