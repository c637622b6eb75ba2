import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/contacto')({
  component: ContactPage,
});

function ContactPage() {
  return <ScreenPage screen="contact" />;
}
