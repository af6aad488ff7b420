export { Alert, Status } from './Alert.js';
export { Button, type ButtonProps } from './Button.js';
export { Spinner } from './Spinner.js';
export { TextField, type TextFieldProps } from './TextField.js';
