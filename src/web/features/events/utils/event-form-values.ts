import type { EventBody, EventDetail } from '../../../../common/contracts/events';
import { type LocationSuggestion, placeOfField } from '../../../../common/contracts/profiles';
import { fromLocalInput, toLocalInput } from './when';

/* The event form's values (002 §5): read from an event, written back as the contract's body. */

export interface EventFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  type: string;
  adresse: string;
  codePostal: string;
  /** The city field's text ("Dakar, Sénégal"). */
  place: string;
  /** The city picked from the list, while the text is still its label. */
  picked: LocationSuggestion | null;
  onlineUrl: string;
  capacity: number | string;
  categoryIds: string[];
  organizer: string;
  organizerEmail: string;
  organizerPhone: string;
  language: string;
  price: string;
  website: string;
  accessibility: string;
  cancellationPolicy: string;
  tags: string[];
}

/** Tomorrow at 18:00, and three hours later: a new event's default times. */
const defaultStart = () => {
  const at = new Date(Date.now() + 86_400_000);
  at.setHours(18, 0, 0, 0);
  return at;
};

/** The form's values of `event`, or a new event's. */
export const valuesOf = (event: EventDetail | undefined): EventFormValues => {
  const start = defaultStart();
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    startDate: toLocalInput(event?.startDate ?? start.toISOString()),
    endDate: toLocalInput(event?.endDate ?? new Date(start.getTime() + 3 * 3_600_000).toISOString()),
    type: event?.type ?? 'presentiel',
    adresse: event?.adresse ?? '',
    codePostal: event?.codePostal ?? '',
    place: event?.place?.adresse_complete ?? '',
    picked: event?.place ? { ...event.place, lat: event.place.lat ?? 0, lon: event.place.lon ?? 0 } : null,
    onlineUrl: event?.onlineUrl ?? '',
    capacity: event?.capacity ?? '',
    categoryIds: event?.categories.map((category) => category.id) ?? [],
    organizer: event?.organizer ?? '',
    organizerEmail: event?.organizerEmail ?? '',
    organizerPhone: event?.organizerPhone ?? '',
    language: event?.language ?? '',
    price: event?.price ?? '',
    website: event?.website ?? '',
    accessibility: event?.accessibility ?? '',
    cancellationPolicy: event?.cancellationPolicy ?? '',
    tags: event?.tags ?? [],
  };
};

/** The body: the picked city when the text is still its label, else "Ville, Pays" parsed; ISO dates. */
export const toBody = (values: EventFormValues): EventBody => {
  const { picked, place, startDate, endDate, capacity, type, ...rest } = values;
  return {
    ...rest,
    type: type as EventBody['type'],
    startDate: fromLocalInput(startDate),
    endDate: fromLocalInput(endDate),
    place: placeOfField(place, picked),
    capacity: capacity === '' ? null : Number(capacity),
  };
};
