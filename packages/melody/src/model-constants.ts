/** The rate basic-pitch's model listens at; audio at any other rate must be resampled first. */
export const MODEL_SAMPLE_RATE = 22050;
