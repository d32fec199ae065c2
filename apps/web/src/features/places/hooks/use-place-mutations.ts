import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Place, PlaceInput } from '@lineup/contract/places';
import { placeKeys } from '#web/features/places/api/keys.ts';
import { createPlace, deletePlace, inputOf, updatePlace } from '#web/features/places/api/save-place.ts';

/** Creating, changing, deleting and deactivating a place; each write refreshes the school's places. */
export function usePlaceMutations(schoolId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: placeKeys.all(schoolId) });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: PlaceInput }) =>
        id ? updatePlace(id, input) : createPlace(input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (place: Place) => deletePlace(place.id), onSuccess }),
    deactivate: useMutation({
      mutationFn: (place: Place) => updatePlace(place.id, { ...inputOf(place), active: false }),
      onSuccess,
    }),
  };
}
