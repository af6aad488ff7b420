export { MyDayView, type MyDayViewProps } from './MyDayView.js';
export { myDayDate } from './my-day-date.js';
export { addToMyDay, removeFromMyDay } from './my-day-actions.js';
