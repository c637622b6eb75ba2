import { test } from '@playwright/test';
import { definePathSuite } from '../lib/suite';
import { adventuresKeptOrderModel, adventuresPathModel } from './adventures.model';
import { adventuresKeptOrderRunner, adventuresRunner } from './adventures.paths';

// One partner simulator serves the paths' server, and these paths switch it into failure modes: they run one
// after another, never beside each other.
test.describe.configure({ mode: 'default' });

definePathSuite('adventures', adventuresPathModel, adventuresRunner);
definePathSuite('adventures (an order kept in the cookie while the partner confirms)', adventuresKeptOrderModel, adventuresKeptOrderRunner);
