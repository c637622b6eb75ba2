import { definePathSuite } from '../lib/suite';
import { toursPathModel } from './tours.model';
import { toursRunner } from './tours.paths';

definePathSuite('tours', toursPathModel, toursRunner);
