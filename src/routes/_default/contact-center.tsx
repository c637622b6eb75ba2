import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/contact-center')({
  component: ContactCenterPage,
});

function ContactCenterPage() {
  return <ScreenPage screen="contact-center" />;
}
