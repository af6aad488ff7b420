import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * The sensors' options, made once: dnd-kit keeps its sensors while their options are the same object, and a new
 * sensor list gives every sortable row's hook a new context, so each render of the screen (every change of the task
 * map) gave every row of the list a new drag context.
 */
const pointerOptions = { activationConstraint: { distance: 5 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** Rows and sidebar entries: the pointer after 5 px (a click still opens), or the keyboard (Space, arrows). */
export function useRowSensors() {
  return useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
}
