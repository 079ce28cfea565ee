import { appCatalogue } from '@rw/core';

console.log(appCatalogue.length);
