import { HomePage } from '../../features/home/home-provider';

// The home page, defined once for / and its English alias /home (the address bar keeps /home). Not
// lazy: home is the page most visits start on, and its JavaScript budget counts it in.
export function homeRoute() {
  return { component: HomePage };
}
