import { describe } from 'vitest'

import { plainlyWritten } from '@/platform/webServer/plainPath'

import { itAnswers, itAnswersAll } from '../../workedCases'

describe('a path with encoded letters, digits, - . _ ~', () => {
  itAnswers('is written plainly', plainlyWritten, [
    ['/gui%64e', '/guide'],
    ['/GUI%44E', '/GUIDE'],
    ['/%61rticles/%31%36?utm_source=x%61', '/articles/16?utm_source=x%61'],
    ['/a%2Db%2Ec%5Fd%7Ee', '/a-b.c_d~e'],
    ['/complete/pb%73', '/complete/pbs'],
    // An encoded slash stays encoded: a path on this site, never `//evil.example`.
    ['/%2F%65vil.example', '/%2Fevil.example'],
  ])

  itAnswersAll('is left as it is (null)', plainlyWritten, null, [
    '/guide',
    '/guide?x=%61',
    '/guide%3Fx',
    '/guide%20',
    '/guide%2Fx',
    '/guide%40',
    '/guide%60',
    '/guide%5B',
    '/search/100%25',
    '//evil.example/%61',
  ])
})
