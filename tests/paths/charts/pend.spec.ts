import { definePathSuite } from '../lib/suite';
import { pendPathModel } from './pend.model';
import { pendRunner } from './pend.paths';

definePathSuite('pend', pendPathModel, pendRunner);
