import { definePathSuite } from '../lib/suite';
import { globalUiPathModel } from './global-ui.model';
import { globalUiRunner } from './global-ui.paths';

definePathSuite('globalUi', globalUiPathModel, globalUiRunner as never);
