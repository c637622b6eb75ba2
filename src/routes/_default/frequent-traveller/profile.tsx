import { createFileRoute } from '@tanstack/react-router';
import { loyaltyRoute } from '../../-shared/loyalty-routes';

export const Route = createFileRoute('/_default/frequent-traveller/profile')(loyaltyRoute('profile'));
