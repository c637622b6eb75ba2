import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';

// English alias of /: same page, the address bar keeps /home.
export const Route = createFileRoute('/_default/home')({
  component: HomePage,
});
