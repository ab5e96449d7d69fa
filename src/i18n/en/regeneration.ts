/** The yearly regeneration of property tax notes (the regeneration tab of /recoverment). */
export const regeneration = {
  title: 'Property tax regeneration',
  help: "Creates this year's property tax notes from a past year's notes, at today's rates.",
  year: 'Year to regenerate',
  start: 'Regenerate',
  cancel: 'Cancel',
  loading: 'Loading the regeneration…',
  retry: 'Retry',
  failedToLoad: 'The regeneration could not be loaded.',
  confirmTitle: 'Regenerate the property notes of %{year}?',
  confirmContent: 'A property tax note of %{current} is created for each property note of %{year}. Notes already regenerated are skipped.',
  started: 'Regeneration started',
  progress: 'Progress: %{percent}%',
  status: {
    started: 'Regeneration of %{year} started: waiting for its first notes…',
    notStarted: 'The property notes of %{year} have not been regenerated: not started.',
    inProgress: 'Regeneration of %{year} in progress: %{done} of %{total} notes.',
    completed: 'Regeneration of %{year} completed (started by %{name}).',
    notFound: 'Not found: there is no property tax note in %{year}.',
    failed: 'The regeneration of %{year} failed. You can start it again.',
  },
  counts: {
    created: 'Notes created',
    skipped: 'Already regenerated (skipped)',
    invalidItems: 'Items no longer valid (skipped)',
    failed: 'Notes that could not be created',
  },
};
