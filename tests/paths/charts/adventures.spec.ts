import { test } from '@playwright/test';
import { definePathSuite } from '../lib/suite';
import { adventuresKeptOrderModel, adventuresPathModel } from './adventures.model';
import { adventuresKeptOrderRunner, adventuresRunner } from './adventures.paths';

// One partner simulator serves the paths' server, and these paths switch it into failure modes: they run one
// after another, never beside each other. A path of 30 steps waits on the partner's answers too (about 18 s alone
// on this machine): a minute each, so one beside the other suites on two busy cores does not fail on time.
test.describe.configure({ mode: 'default', timeout: 60_000 });

definePathSuite('adventures', adventuresPathModel, adventuresRunner);
definePathSuite('adventures (an order kept in the cookie while the partner confirms)', adventuresKeptOrderModel, adventuresKeptOrderRunner);
