import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { SearchForm } from '../../features/search/search-form';

export const Route = createFileRoute('/_default/')({
  component: () => (
    <HomePage>
      <SearchForm fromHome />
    </HomePage>
  ),
});
