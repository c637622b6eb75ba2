// Ids of the modals the shared layout opens. The feature that provides a modal's content registers it
// under its id and the shell hands that registry to the modal host, so the layout never imports a feature.
// (The frequent-traveller entry was a modal until issue 14 gave it pages of its own.)
export {};
