// The ALTCHA widget's code: importing the package defines the <altcha-widget> element. Bundled on
// its own (see altcha-field.tsx) and loaded only when the form is near or touched.
import 'altcha';
