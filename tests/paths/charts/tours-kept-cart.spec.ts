import { definePathSuite } from '../lib/suite';
import { toursKeptCartModel } from './tours.model';
import { toursKeptCartRunner } from './tours.paths';

definePathSuite('tours (a cart kept in a cookie)', toursKeptCartModel, toursKeptCartRunner);
