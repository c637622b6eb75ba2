import { definePathSuite } from '../lib/suite';
import { itineraryTourLinkModel } from './itinerary.model';
import { itineraryTourLinkRunner } from './itinerary.paths';

definePathSuite('itinerary (a tour booking opened by its e-mail link)', itineraryTourLinkModel, itineraryTourLinkRunner);
