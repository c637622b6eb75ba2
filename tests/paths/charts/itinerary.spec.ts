import { definePathSuite } from '../lib/suite';
import { itineraryPathModel } from './itinerary.model';
import { itineraryRunner } from './itinerary.paths';

definePathSuite('itinerary', itineraryPathModel, itineraryRunner);
