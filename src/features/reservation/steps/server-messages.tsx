// The booking steps' refusals that belong to no field: the shared component every flow's pages use.
export { StepErrors } from '../../../components/feedback/step-errors';
