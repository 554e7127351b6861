import { DefaultEditorOptions } from 'ra-input-rich-text';
import { DefinitionDescription, DefinitionList, DefinitionTerm } from './definitionList.ts';
import { Details, DetailsGroup, DetailsSummary } from './details.ts';
import { GuideClasses } from './guideClasses.ts';
import { ProductCard } from './productCard.ts';

/**
 * Links end where they were made: text typed after a link is not part of it (no autolinking, which
 * would make the mark inclusive), and the editor adds no target or rel of its own (the server
 * decides them: none for the site's own pages). A click on a link while writing does not follow it.
 */
const LINK_OPTIONS = { autolink: false, openOnClick: false, HTMLAttributes: { target: null, rel: null } };

/**
 * What the rich editor knows: react-admin's TipTap setup with the link rules above, and the
 * structure the home page guides use (a glossary, questions that open, classes), so that opening
 * and saving one keeps it.
 */
export const EDITOR_EXTENSIONS = [
  ...(DefaultEditorOptions.extensions ?? []).map((extension) => (extension.name === 'starterKit' ? extension.configure({ link: LINK_OPTIONS }) : extension)),
  DefinitionList,
  DefinitionTerm,
  DefinitionDescription,
  DetailsGroup,
  Details,
  DetailsSummary,
  GuideClasses,
  ProductCard,
];
