export { FormDateTimeField } from './date-time-field';
export { FormNumberField } from './number-field';
export { FormSelectField, type SelectOption } from './select-field';
export { labelOf, sharedResolver } from './shared-resolver';
export { FormSwitchField } from './switch-field';
export { type FormFieldProps, FormTextField, type FormTextFieldProps } from './text-field';
export { clockTimes, TimeSelect, type TimeSelectProps } from './time-select';
