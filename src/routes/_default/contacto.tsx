import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/pages/screen-page';

export const Route = createFileRoute('/_default/contacto')({
  component: ContactPage,
});

function ContactPage() {
  return <ScreenPage screen="contact" />;
}
