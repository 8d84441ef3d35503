import { z } from 'zod';
import {
  type Access,
  type Endpoint,
  type EndpointOptions,
  endpoint,
  type Method,
  type PathParamNames,
} from '../endpoint';
import type { Ability } from '../permissions';

/** What deleting an item of a back-office list answers. */
export const ItemRemoved = z.object({ ok: z.literal(true) });

/*
 * `endpoint` checks a literal path against its params (`ParamsRule`), which the compiler cannot do for
 * the generic paths below: there `key` and `params` are tied by the signature instead.
 */
const define = endpoint as <const M extends Method, const P extends string, const O extends EndpointOptions>(
  method: M,
  path: P,
  options: O,
) => Endpoint<M, P, O>;

/**
 * The endpoints of a back-office list edited in place (001 §7.1: the FAQ, the social links, the pricing
 * offers, the static pages), each for the staff with `ability`: `list` every item (a few dozen at most,
 * so one list), `create` one (201), `update` one (PUT `path/:key`, the whole form), `remove` one
 * (`{ ok: true }`). An area adds its own endpoints beside these.
 */
export const adminListEndpoints = <
  const P extends string,
  const Key extends string,
  Params extends z.ZodType<{ [K in Key]: unknown }>,
  Body extends z.ZodType,
  Item extends z.ZodType,
  List extends z.ZodType,
>(list: {
  path: P;
  key: Key;
  params: Params;
  body: Body;
  item: Item;
  items: List;
  ability: Ability;
}) => {
  const { path, params, body, item, items } = list;
  const itemPath = `${path}/:${list.key}` as const;
  const access = { ability: list.ability };
  return {
    list: define('GET', path, { response: items, access }),
    create: define('POST', path, { body, response: item, status: 201, access }),
    update: define('PUT', itemPath, { params, body, response: item, access }),
    remove: define('DELETE', itemPath, { params, response: ItemRemoved, access }),
  };
};

/**
 * The writes of a back-office item edited in a dialog (the notification addresses, the article ideas,
 * the categories), for `access`: `create` one (POST `path`, 201), `update` it (PATCH `itemPath`, whose
 * `:params` the `params` schema covers), `remove` it (`removed`, by default `{ ok: true }`). The area
 * declares its own `list` and any other endpoint beside these.
 */
export const adminItemEndpoints = <
  const P extends string,
  const ItemPath extends `${P}/:${string}`,
  Params extends z.ZodType<{ [K in PathParamNames<ItemPath>]: unknown }>,
  CreateBody extends z.ZodType,
  UpdateBody extends z.ZodType,
  Item extends z.ZodType,
  const A extends Access,
  Removed extends z.ZodType = typeof ItemRemoved,
>(item: {
  path: P;
  itemPath: ItemPath;
  params: Params;
  createBody: CreateBody;
  updateBody: UpdateBody;
  item: Item;
  access: A;
  /** What `remove` answers when it tells more than `{ ok: true }`. */
  removed?: Removed;
}) => {
  const { path, itemPath, params, access } = item;
  // Removed is ItemRemoved's type exactly when no `removed` is given (its default).
  const removed = (item.removed ?? ItemRemoved) as Removed;
  return {
    create: define('POST', path, { body: item.createBody, response: item.item, status: 201, access }),
    update: define('PATCH', itemPath, { params, body: item.updateBody, response: item.item, access }),
    remove: define('DELETE', itemPath, { params, response: removed, access }),
  };
};
