import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../components/layout/screen-page';

export const Route = createFileRoute('/_default/aviso-privacidad')({
  component: NoticePrivacyPage,
});

function NoticePrivacyPage() {
  return <ScreenPage screen="notice-privacy" />;
}
