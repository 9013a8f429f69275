export const shell = {
  description: "Hostel administration panel",
  language: "Language",
  languageNotSaved: "The language could not be changed. Try again.",
};
