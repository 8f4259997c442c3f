/**
 * How a word is indexed and looked up: the forms it is stored and searched under. The index, the
 * query and the highlighting use the same function, so a word on a page is found and marked by
 * whatever form of it the visitor types. One per language: the build's index and the page's query
 * use the build's language's (./site-word-forms.ts).
 */
export type WordForms = (word: string) => string[];
