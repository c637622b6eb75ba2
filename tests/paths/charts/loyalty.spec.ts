import { definePathSuite } from '../lib/suite';
import { loyaltyPathModel } from './loyalty.model';
import { loyaltyRunner } from './loyalty.paths';

definePathSuite('loyalty', loyaltyPathModel, loyaltyRunner);
