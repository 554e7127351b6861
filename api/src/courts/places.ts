import zipcodes, { type ZipInfo } from 'zipcodes';
import { COURT_MESSAGES } from '../../../common/courts.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Point } from './geo.ts';

/** Where a search starts: a ZIP code's or a city's centre, with a label a visitor recognises. */
export interface Place extends Point {
  label: string;
}

const ZIP = /^\d{5}$/;
const CITY_STATE = /^(.+?),\s*([A-Za-z]{2})$/;

/** The centre of a US ZIP code, or undefined (offline data from the zipcodes package). */
export function zipCentre(zip: string): Place | undefined {
  const info = ZIP.test(zip) ? zipcodes.lookup(zip) : undefined;
  if (!info || info.country !== 'US') return undefined;
  return { lat: info.latitude, lng: info.longitude, label: `${info.city}, ${info.state} ${info.zip}` };
}

/** US places by upper-case city name: each state that has one, with its ZIP codes. Built on first use. */
let citiesByName: Map<string, Map<string, ZipInfo[]>> | undefined;
function cities(): Map<string, Map<string, ZipInfo[]>> {
  if (citiesByName) return citiesByName;
  citiesByName = new Map();
  for (const info of Object.values(zipcodes.codes)) {
    if (info.country !== 'US') continue;
    const name = info.city.toUpperCase();
    const states = citiesByName.get(name) ?? new Map<string, ZipInfo[]>();
    states.set(info.state, [...(states.get(info.state) ?? []), info]);
    citiesByName.set(name, states);
  }
  return citiesByName;
}

/** A city's centre: the mean of its ZIP codes' centres. */
function cityCentre(zips: ZipInfo[]): Point {
  const lat = zips.reduce((sum, info) => sum + info.latitude, 0) / zips.length;
  const lng = zips.reduce((sum, info) => sum + info.longitude, 0) / zips.length;
  return { lat, lng };
}

/**
 * Reads what a visitor typed: a 5-digit ZIP code, "City, ST", or a city name alone when only one
 * US place has it. Anything else is a 400 saying what to type instead.
 */
export function resolvePlace(near: string): Place {
  const text = near.trim().replace(/\s+/g, ' ');
  if (text === '') throw placeProblem(COURT_MESSAGES.nearRequired);
  if (ZIP.test(text)) return zipCentre(text) ?? unknown();
  const cityState = CITY_STATE.exec(text);
  const name = (cityState ? cityState[1]! : text).trim();
  const states = cities().get(name.toUpperCase());
  if (!states) return unknown();
  if (cityState) {
    const state = cityState[2]!.toUpperCase();
    const zips = states.get(state);
    return zips ? { ...cityCentre(zips), label: `${zips[0]!.city}, ${state}` } : unknown();
  }
  if (states.size > 1) {
    // The example names the state where the place is largest (most ZIP codes).
    const [state, zips] = [...states.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0]!;
    const city = zips[0]!.city;
    throw placeProblem(COURT_MESSAGES.ambiguousPlace(city, `${city}, ${state}`));
  }
  const [[state, zips]] = [...states.entries()] as [[string, ZipInfo[]]];
  return { ...cityCentre(zips), label: `${zips[0]!.city}, ${state}` };
}

function placeProblem(message: string): HttpProblem {
  return new HttpProblem(400, message, { errors: { 'query.near': message } });
}

function unknown(): never {
  throw placeProblem(COURT_MESSAGES.unknownPlace);
}

/**
 * The place `text` most likely names, or undefined: what resolvePlace finds, and for a city name
 * several states share, the state where it is largest (most ZIP codes). Site search uses it to
 * offer the court finder; `minZips` keeps a bare word from naming a hamlet.
 */
export function likeliestPlace(text: string, minZips = 1): Place | undefined {
  const near = text.trim().replace(/\s+/g, ' ');
  if (ZIP.test(near) || CITY_STATE.test(near)) {
    try {
      return resolvePlace(near);
    } catch {
      return undefined;
    }
  }
  const states = cities().get(near.toUpperCase());
  if (!states) return undefined;
  const [state, zips] = [...states.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0]!;
  return zips.length >= minZips ? { ...cityCentre(zips), label: `${zips[0]!.city}, ${state}` } : undefined;
}
