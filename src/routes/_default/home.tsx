import { createFileRoute } from '@tanstack/react-router';
import { homeRoute } from '../-shared/home-route';

export const Route = createFileRoute('/_default/home')(homeRoute());
