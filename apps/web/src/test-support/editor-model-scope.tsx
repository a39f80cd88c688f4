// For the tests of a panel the editor composes (hook title, b-roll): the editor model of a
// video around it, as the editor page gives it.
export { EditorModelScope } from '../features/editor';
