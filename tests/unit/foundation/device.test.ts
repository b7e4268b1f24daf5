import { DEVICE_PREFERENCE_KEY } from '@/config/constants';
import {
  createPhoneGuess,
  deviceRedirect,
  getPreference,
  isMobilePath,
  isPhone,
  PHONE_MAX_WIDTH,
  setPreference,
  toDesktopPath,
  toMobilePath,
} from '@/utils/device';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidMobile:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  weChatAndroid:
    'Mozilla/5.0 (Linux; Android 10; V1916A Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.99 XWEB/3185 MMWEBSDK/20211001 Mobile Safari/537.36 MMWEBID/1234 MicroMessenger/8.0.16.2040(0x28001037) Process/toolsmp WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  weChatIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.38(0x1800262c) NetType/WIFI Language/zh_CN',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

describe('isMobilePath', () => {
  it('recognises /mobile and paths under it only', () => {
    expect(isMobilePath('/mobile')).toBe(true);
    expect(isMobilePath('/mobile/home')).toBe(true);
    expect(isMobilePath('/mobilex')).toBe(false);
    expect(isMobilePath('/home')).toBe(false);
  });
});

describe('toMobilePath', () => {
  it.each([
    ['/home', '/mobile/home'],
    ['/data', '/mobile/data'],
    ['/article/12', '/mobile/article/12'],
    ['/companyDetail/3', '/mobile/companyDetail/3'],
    ['/', '/mobile/home'],
    ['', '/mobile/home'],
  ])('%s → %s', (from, to) => {
    expect(toMobilePath(from)).toBe(to);
  });

  it('leaves a mobile path as it is', () => {
    expect(toMobilePath('/mobile/article/12')).toBe('/mobile/article/12');
  });

  it('has no twin for /datashow (nor below it)', () => {
    expect(toMobilePath('/datashow')).toBeNull();
    expect(toMobilePath('/datashow/full')).toBeNull();
  });

  it('keeps a phone in the back office (it has no phone version)', () => {
    expect(toMobilePath('/admin/login')).toBeNull();
    expect(deviceRedirect('/admin/login', { phone: true, preference: null })).toBeNull();
  });

  it('does not treat a path that merely starts with "datashow" as the showcase', () => {
    expect(toMobilePath('/datashowcase')).toBe('/mobile/datashowcase');
  });
});

describe('toDesktopPath', () => {
  it.each([
    ['/mobile/home', '/home'],
    ['/mobile/article/12', '/article/12'],
    ['/mobile/companyDetail/3', '/companyDetail/3'],
    ['/mobile', '/home'],
    ['/mobile/', '/home'],
  ])('%s → %s', (from, to) => {
    expect(toDesktopPath(from)).toBe(to);
  });

  it('leaves a desktop path as it is', () => {
    expect(toDesktopPath('/article/12')).toBe('/article/12');
    expect(toDesktopPath('/datashow')).toBe('/datashow');
  });

  it('round-trips with toMobilePath (ids kept)', () => {
    ['/article/12', '/companyDetail/3', '/priceTrend'].forEach((p) => {
      expect(toDesktopPath(toMobilePath(p) as string)).toBe(p);
    });
  });
});

describe('isPhone', () => {
  it.each([
    ['iPhone', UA.iPhone],
    ['Android Mobile', UA.androidMobile],
    ['WeChat on Android', UA.weChatAndroid],
    ['WeChat on iPhone', UA.weChatIPhone],
  ])('is true for %s even on a wide viewport', (_name, ua) => {
    expect(isPhone(ua, () => 1280)).toBe(true);
    // The user agent said it: the width, whose reading can force a layout, is not asked.
    const width = jest.fn(() => 1280);
    isPhone(ua, width);
    expect(width).not.toHaveBeenCalled();
  });

  it('is true for a desktop user agent with a narrow viewport', () => {
    expect(PHONE_MAX_WIDTH).toBe(767);
    expect(isPhone(UA.desktopChrome, () => 375)).toBe(true);
    expect(isPhone(UA.desktopChrome, () => PHONE_MAX_WIDTH)).toBe(true);
  });

  it('is false for a desktop user agent with a wide viewport', () => {
    expect(isPhone(UA.desktopChrome, () => PHONE_MAX_WIDTH + 1)).toBe(false);
    expect(isPhone(UA.desktopChrome, () => 1440)).toBe(false);
  });

  it('is false for an Android tablet (no "Mobile") on a wide viewport', () => {
    expect(isPhone(UA.androidTablet, () => 1280)).toBe(false);
  });
});

describe('deviceRedirect', () => {
  describe('on a desktop route', () => {
    it('sends a phone on its first visit (no preference) to the mobile twin', () => {
      expect(deviceRedirect('/home', { phone: true, preference: null })).toBe('/mobile/home');
      expect(deviceRedirect('/article/12', { phone: true, preference: null })).toBe('/mobile/article/12');
      expect(deviceRedirect('/', { phone: true, preference: null })).toBe('/mobile/home');
    });

    it('keeps a phone whose preference is desktop', () => {
      expect(deviceRedirect('/home', { phone: true, preference: 'desktop' })).toBeNull();
    });

    it('sends a phone whose preference is mobile to the twin', () => {
      expect(deviceRedirect('/data', { phone: true, preference: 'mobile' })).toBe('/mobile/data');
    });

    it('keeps a desktop without preference', () => {
      expect(deviceRedirect('/home', { phone: false, preference: null })).toBeNull();
    });

    it('keeps a desktop whose preference is desktop', () => {
      expect(deviceRedirect('/home', { phone: false, preference: 'desktop' })).toBeNull();
    });

    it('sends a desktop whose preference is mobile to the twin', () => {
      expect(deviceRedirect('/companyDetail/3', { phone: false, preference: 'mobile' })).toBe(
        '/mobile/companyDetail/3',
      );
    });
  });

  describe('on a mobile route', () => {
    it('sends anyone whose preference is desktop to the desktop twin', () => {
      expect(deviceRedirect('/mobile/article/12', { phone: true, preference: 'desktop' })).toBe('/article/12');
      expect(deviceRedirect('/mobile/info', { phone: false, preference: 'desktop' })).toBe('/info');
      expect(deviceRedirect('/mobile', { phone: false, preference: 'desktop' })).toBe('/home');
    });

    it('stays without preference, on a phone or on a desktop', () => {
      expect(deviceRedirect('/mobile/home', { phone: true, preference: null })).toBeNull();
      expect(deviceRedirect('/mobile/home', { phone: false, preference: null })).toBeNull();
    });

    it('stays when the preference is mobile', () => {
      expect(deviceRedirect('/mobile/home', { phone: false, preference: 'mobile' })).toBeNull();
    });
  });

  describe('/datashow', () => {
    it.each([
      [true, null],
      [true, 'mobile'],
      [true, 'desktop'],
      [false, null],
      [false, 'mobile'],
      [false, 'desktop'],
    ] as const)('is never redirected (phone=%s, preference=%s)', (phone, preference) => {
      expect(deviceRedirect('/datashow', { phone, preference })).toBeNull();
    });
  });
});

describe('device preference storage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('is null when nothing is stored', () => {
    expect(getPreference()).toBeNull();
  });

  it.each(['desktop', 'mobile'] as const)('stores and reads back %s under the preference key', (pref) => {
    setPreference(pref);
    expect(window.localStorage.getItem(DEVICE_PREFERENCE_KEY)).toBe(pref);
    expect(getPreference()).toBe(pref);
  });

  it('overwrites an earlier preference', () => {
    setPreference('mobile');
    setPreference('desktop');
    expect(getPreference()).toBe('desktop');
  });

  it.each(['tablet', 'Mobile', '', 'null'])('reads an invalid stored value %j as null', (value) => {
    window.localStorage.setItem(DEVICE_PREFERENCE_KEY, value);
    expect(getPreference()).toBeNull();
  });

  it('survives a storage that throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(getPreference()).toBeNull();
    expect(() => setPreference('mobile')).not.toThrow();
  });
});

describe('createPhoneGuess (the guess belongs to the app load only)', () => {
  it('measures once, on the first route, and keeps the answer through redirects (REPLACE)', () => {
    const measure = jest.fn(() => true);
    const guess = createPhoneGuess(measure);
    expect(guess({ isFirst: true, action: 'POP' })).toBe(true);
    expect(guess({ action: 'REPLACE' })).toBe(true);
    expect(guess({ action: 'REPLACE' })).toBe(true);
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it.each(['PUSH', 'POP'])('ends at the visitor\'s first own navigation (%s)', (action) => {
    const measure = jest.fn(() => true);
    const guess = createPhoneGuess(measure);
    guess({ isFirst: true, action: 'POP' });
    expect(guess({ action })).toBe(false);
    // …for good: later redirects and navigations do not bring it back, nor measure again.
    expect(guess({ action: 'REPLACE' })).toBe(false);
    expect(guess({ action: 'PUSH' })).toBe(false);
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('does not measure again when the window is narrowed after the load', () => {
    let width = 1100;
    const guess = createPhoneGuess(() => isPhone(UA.desktopChrome, () => width));
    expect(guess({ isFirst: true, action: 'POP' })).toBe(false);
    width = 700;
    expect(guess({ action: 'REPLACE' })).toBe(false);
    expect(guess({ action: 'PUSH' })).toBe(false);
  });

  it('measures on the first call when the router does not say isFirst', () => {
    const guess = createPhoneGuess(() => true);
    expect(guess({})).toBe(true);
    expect(guess({})).toBe(false);
  });

  it('measures again on a new app load (isFirst)', () => {
    let phone = false;
    const guess = createPhoneGuess(() => phone);
    expect(guess({ isFirst: true })).toBe(false);
    phone = true;
    expect(guess({ action: 'PUSH' })).toBe(false);
    expect(guess({ isFirst: true })).toBe(true);
  });

  it('with deviceRedirect: a desktop narrowed after the load stays; its stored preference still redirects', () => {
    let width = 1100;
    const guess = createPhoneGuess(() => isPhone(UA.desktopChrome, () => width));
    const go = (pathname: string, change: { isFirst?: boolean; action?: string }, preference: 'mobile' | 'desktop' | null = null) =>
      deviceRedirect(pathname, { phone: guess(change), preference });
    expect(go('/home', { isFirst: true, action: 'POP' })).toBeNull();
    width = 700;
    expect(go('/data', { action: 'PUSH' })).toBeNull();
    expect(go('/data', { action: 'REPLACE' })).toBeNull();
    expect(go('/info', { action: 'PUSH' }, 'mobile')).toBe('/mobile/info');
  });
});
