// The demo back end's door, as in src: the demo entry may load it.
export const startPlantedDemoBackend = () => 'started';
