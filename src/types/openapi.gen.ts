/**
 * GENERATED from docs/openapi.yaml by openapi-typescript (scripts/gen-types.mjs): do not edit.
 * Regenerate with `npm run gen:types` after changing the contract; `npm run typecheck` and the unit
 * tests fail while this file is out of date. Import the named types from src/types/webapi.ts and
 * src/types/admin.ts rather than from here.
 */

export interface paths {
    "/webapi/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site information (站点信息)
         * @description Identity of the site named by `siteCode` (without one, the backend's default site), its sections and
         *     the last data update. The front end loads it first (initial state); a failure shows the error page
         *     with retry. A `siteCode` the backend does not serve → 404 `UNKNOWN_SITE` (never an echo of the code).
         *     The answer's `siteCode` is the code asked for, or the default site's.
         *
         */
        get: operations["getSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/boot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A route's first screen (首屏数据)
         * @description The answers of the requests the first screen of `route` makes, each exactly what its own operation
         *     answers (status 200 only), keyed as the front end keys its requests: path without `/webapi`, then the
         *     query with the names sorted (`/index/snapshot?projId=21&siteCode=qingxi-hardware`). The entry page's
         *     preload helper asks it beside the entry script, so the first render waits for no further round trip;
         *     the app still asks the operations themselves for anything missing. The site info, constants and index
         *     families are inside the server's `index.html` instead (every route needs them).
         *
         */
        get: operations["getBoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/constants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Constants (常量) — article categories and index projects
         * @description The fixed category ids (report 220, comment 214, info 213, brand 221, about 216, introduce 212) with their names and article types, and the project list (21 depth 4 with value kinds; 22–25 depth 1 with an empty list).
         */
        get: operations["getConstants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/index/families": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Index families (指数项目)
         * @description Every index family the site publishes (projects 21–25), with name, unit, frequency, base value and period, the newest period and the next release date.
         */
        get: operations["listIndexFamilies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/index/families/{projId}/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Category tree of a family (指数分类树)
         * @description The family's category tree as root nodes with nested `children` (总指数 → 大类 → 中类 → 规格品).
         *     Project 21 has four levels; projects 22–25 have a single node (level 1) and no children.
         *     Unknown `projId` → 404 `NOT_FOUND`.
         *
         */
        get: operations["getIndexTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/index/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time series of index nodes (指数走势)
         * @description One series per requested node, in the order of `nodeIds`, each with its points in ascending period
         *     order between `from` and `to` (inclusive). Without `nodeIds` the family's root node (总指数, or the
         *     single series of projects 22–25) is answered. Without `from` / `to` the series starts at its first /
         *     ends at its latest published period.
         *     `layout=columns` answers the same series as columns of numbers (`IndexSeriesColumns`) instead of an object
         *     per point: a third of the bytes before compression and 40 % less after it (the ten-year, five-line chart:
         *     347 → 138 KB, 36 → 22 KB brotli). The portal's own pages ask for it, and still read an answer of points
         *     (a backend of an office's own that leaves `layout` out); `points` (the default) is the form a person reads.
         *     Unknown `projId` or node id → 404 `NOT_FOUND`; a malformed period key or `from` after `to` → 400
         *     `BAD_REQUEST`.
         *
         */
        get: operations["getIndexSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/index/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One period of every node of a family (指数快照)
         * @description All nodes of the family in one period (the table under the chart and the written commentary), the
         *     up / down / flat count of the level-2 categories, the list of available periods and the id of the
         *     commentary article on the period when one is published.
         *     Without `period` the latest published period is answered. Unknown `projId`, or a well-formed period
         *     the family has not published (a future period, a Spring-Festival week) → 404 `NOT_FOUND`; a malformed
         *     period (not a real date / month, or not of the family's form) → 400 `BAD_REQUEST`.
         *
         */
        get: operations["getIndexSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Articles of a category, paged and searchable (文章列表)
         * @description Articles of one category, newest first (`publishedAt` descending). `keyword` filters case-insensitively
         *     on the title and summary (a backend may search the content too). Paging as described above
         *     (`pageSize` 1–100, default 10; `current` from 1, a page beyond the last answered as the last and echoed).
         *     `year` (and, with it, `month`) keeps the articles published then, in Beijing time. The answer also
         *     names the category's years (for the date filter) and, when a keyword is given, how many articles of
         *     the other lists (comment 214, report 220, info 213) match the same keyword and dates.
         *     Unknown `categoryId` → 404 `NOT_FOUND`; a missing or non-numeric one, a `month` outside 1–12 or
         *     without `year`, a `year` outside 1900–2100 → 400 `BAD_REQUEST`.
         *
         */
        get: operations["listArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Article detail (文章详情)
         * @description One article with its CMS HTML `content` (untrusted; the client sanitises it), attachments, tags,
         *     its neighbours in the same category (上一篇 / 下一篇, `null` at either end), its related reading
         *     (`related`: 0–5 other articles sharing tags, index family or category, best first) and, for a commentary
         *     on an index period, that period (`indexPeriod`; the snapshot of that period names this article in `commentId`).
         *     Unknown id → 404 `NOT_FOUND`.
         *
         */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attachment file (附件下载)
         * @description The binary attachment an `Attachment.url` points to (reports are PDF). This is the only operation
         *     that does not answer the JSON envelope on success; errors are still JSON envelopes
         *     (unknown file → 404 `NOT_FOUND`).
         *
         *     Send `Content-Type: application/pdf`, `Content-Length` and `Content-Disposition: attachment` with
         *     the name the visitor sees (`Attachment.name`, e.g. `2025年2月青溪五金指数报告.pdf`) as UTF-8 in
         *     `filename*` and an ASCII fallback (the URL's file name) in `filename` (RFC 6266 / RFC 5987):
         *     `attachment; filename="report-2025-02.pdf"; filename*=UTF-8''2025%E5%B9%B42%E6%9C%88…%E6%8A%A5%E5%91%8A.pdf`.
         *     Browsers save the file under the Chinese name. `attachment`, not `inline`: the strict
         *     Content-Security-Policy of `docs/nginx.conf` (`object-src 'none'`) also applies to `/webapi`, and
         *     Chrome's built-in PDF viewer may refuse to display an inline PDF under it (see docs/deployment.md).
         *     Attachments never change under the same name, so a long `Cache-Control` is fine.
         *
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/feeds/articles/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RSS feed of a category (栏目 RSS 订阅)
         * @description An RSS 2.0 document (UTF-8) of the category's 10 newest articles, in the order of page 1 of
         *     `GET /webapi/articles?categoryId=…`. Not the JSON envelope on success; errors are JSON envelopes
         *     (unknown category → 404 `NOT_FOUND`, non-numeric id → 400 `BAD_REQUEST`).
         *
         *     * `channel`: `title` (site name · category name), `link` (the category's list page), `description`,
         *       `language` `zh-CN`, `lastBuildDate` (the newest item's date), `atom:link rel="self"`.
         *     * each `item`: `title`, `link` = the article page, `guid` (`isPermaLink="false"`, stable, e.g.
         *       `qingxi-hardware:article:100566`), `pubDate` (RFC 822, Beijing time `+0800`), `description` = the
         *       summary (plain text), `category` = the category name, `dc:creator` = the author.
         *
         *     Links are absolute and use the site's hash routing: `https://<site>/#/article/{id}`, `https://<site>/#/comment`.
         *     The backend takes `<site>` from the request (`X-Forwarded-Proto` / `X-Forwarded-Host` set by the reverse
         *     proxy, else `Host`). A `Cache-Control` of a few minutes is fine.
         *
         */
        get: operations["getArticleFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/feeds/releases.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calendar of the coming index releases (指数发布日历)
         * @description An iCalendar file (RFC 5545, UTF-8, CRLF line endings, lines folded at 75 octets) with one `VEVENT` per
         *     coming release of every index family in the next three months (91 days): first the publications the
         *     office has approved for a later time (a new period at its slot or a chosen time, a revision at its time),
         *     at those times; then every period due after the latest released or scheduled one, at the family's slot:
         *     a weekly period (Monday–Sunday) the following Monday at 10:00 Beijing time, a monthly or quarterly period
         *     the day after it (the 1st of the next month) at 10:00 — unless the family was set up with another slot. The weeks of the Spring-Festival closure are never published: each such week
         *     whose release would fall in the horizon is an all-day event (`DTSTART;VALUE=DATE` the Monday it would
         *     have come out, `DTEND` a week later, `SUMMARY` e.g. `价格指数：春节休市，本周不发布`, `UID`
         *     `gap-{projId}-{period}@{siteCode}`). The first new-period event of each family is its
         *     `IndexFamily.nextRelease`; a scheduled revision's `UID` is `revision-{projId}-{period}@{siteCode}` and its
         *     `SUMMARY` ends in 修订.
         *
         *     * `VCALENDAR`: `VERSION:2.0`, `PRODID`, `CALSCALE:GREGORIAN`, `METHOD:PUBLISH`, `X-WR-CALNAME`,
         *       `X-WR-TIMEZONE:Asia/Shanghai`, a `VTIMEZONE` for `Asia/Shanghai` (UTC+8, no daylight saving time).
         *     * each `VEVENT`: `UID` stable across days and hosts (`release-{projId}-{period}@{siteCode}`), `DTSTAMP` (UTC),
         *       `DTSTART;TZID=Asia/Shanghai`, `DURATION:PT30M`, `SUMMARY` (e.g. `青溪五金价格指数 2026年第47周 发布`),
         *       `DESCRIPTION` (period dates, release time, publisher, the data page's address), `CATEGORIES` (family short
         *       name), `URL` = the family's data page `https://<site>/#/data?proj={projId}` (`<site>` as for the feeds).
         *
         */
        get: operations["getReleaseCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Raw materials with their latest price (原材料价格) */
        get: operations["listMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/materials/{id}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price history of one raw material (原材料价格走势)
         * @description Quotes between `from` and `to` (ISO dates, inclusive; default the whole history), ascending by date.
         *     Unknown id → 404 `NOT_FOUND`; a malformed date or `from` after `to` → 400 `BAD_REQUEST`.
         *
         */
        get: operations["getMaterialPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Foreign trade (进出口数据)
         * @description Monthly export and import values between `from` and `to` (`YYYY-MM`, inclusive; default the whole
         *     history), ascending by month, plus partners and product groups over the last twelve months, the
         *     source, currency and release dates. A month whose figures are not published is left out of
         *     `months` and listed in `missingMonths` (never sent as zeros); a YoY against it is null.
         *     A malformed month or `from` after `to` → 400 `BAD_REQUEST`.
         *
         */
        get: operations["getTrade"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/trade/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Foreign trade by partner or product category (进出口分国别、分产品)
         * @description Monthly export and import values per partner (`by=partner`) or product category (`by=category`)
         *     between `from` and `to` (`YYYY-MM`, inclusive; default the whole history), ascending by month.
         *     `items` names the partners or categories, largest export over the last twelve published months
         *     first; each month's `exports` and `imports` are aligned with `items` (null where an item has no
         *     figure). Unpublished months are absent from `months` and listed in `missingMonths`, as in
         *     `GET /webapi/trade`. Another `by`, a malformed month or `from` after `to` → 400 `BAD_REQUEST`.
         *
         */
        get: operations["getTradeBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/brands/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brand value ranking (品牌价值排行)
         * @description The ranking of one year (default the latest year with a ranking), items in rank order, plus the
         *     years that have a ranking and the brands of the previous edition (by year) that this one no longer
         *     ranks (`dropouts`, empty for the oldest edition in `years`). A year without a ranking → 404
         *     `NOT_FOUND`.
         *
         */
        get: operations["getBrandRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/brands/{brandId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand in every edition of the ranking (品牌历年排名)
         * @description The brand (name, company, and the region and industry of its company) and one `BrandEdition` per
         *     year of `BrandRanking.years`, oldest first: rank, value and rank change from that edition, or all
         *     three `null` when that edition does not rank the brand. Unknown brand → 404 `NOT_FOUND`.
         *
         */
        get: operations["getBrandHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key companies, paged and searchable (重点企业)
         * @description Companies filtered by `keyword` (case-insensitive, on name, short name, brief and tags), `industry`
         *     (exact match of one of `industries`), `region` (exact match of one of `regions`) and `tag` (companies
         *     having exactly this one of `tags`); the filters combine. A value that matches nothing gives an empty
         *     page. Paging as described above. The answer also lists every option of each filter (`industries`,
         *     `regions`, `tags`), whatever the current filters.
         *
         */
        get: operations["listCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company detail (企业详情)
         * @description One company with its CMS HTML `introduction` (untrusted; the client sanitises it), brands, products
         *     and honours. Unknown id → 404 `NOT_FOUND`.
         *
         */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products, paged and searchable (产品展示)
         * @description Products filtered by `keyword` (case-insensitive, on name, spec and company name), `category` (exact
         *     match of one of `categories`) and `companyId`. Paging as described above. The answer also lists every
         *     product category and every company with products (`companies`, by name) for the filters, whatever
         *     the current filters.
         *
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/media/logos/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company logo (企业标志)
         * @description The picture `CompanySummary.logo` points to. A real backend may serve any square image of at least
         *     112 px (SVG or raster) under any same-origin path; the demo backend generates an SVG (112 × 112) with
         *     the company's 字号 in white on a colour of its own. Not the JSON envelope on success; errors are JSON
         *     envelopes: an unknown company, a company without logo or a file name not of the form `{id}.svg` →
         *     404 `NOT_FOUND`. A logo uploaded in the back office (`uploadLogo`, for a company or a brand) is a
         *     256 × 256 WebP named by its content's hash (`{16 hex}.webp`). A name's picture never changes, so it may
         *     be cached for a day.
         *
         */
        get: operations["getCompanyLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/media/products/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product picture (产品图片)
         * @description One of the pictures `ProductSummary.images` points to. A real backend may serve any 4:3 image (at
         *     least 960 px wide when raster) under any same-origin path; the demo backend generates three SVG views
         *     (960 × 720) of every product around its category's artwork: `1.svg` the whole product, `2.svg` a
         *     close-up (细节), `3.svg` a card with name, model number, spec and category. Not the JSON envelope on
         *     success; errors are JSON envelopes: an unknown product or any other file name (e.g. `4.svg`) → 404
         *     `NOT_FOUND`. A picture uploaded in the back office (`uploadProductImage`) is a 4:3 WebP (960 to 1280 px
         *     wide) named by its content's hash (`{16 hex}.webp`). A name's picture never changes, so it may be
         *     cached for a day.
         *
         */
        get: operations["getProductImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/datashow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the big-data showcase needs (大数据展示)
         * @description One aggregate answer for the full-screen `/datashow` page, so the showcase renders from a single request.
         */
        get: operations["getDataShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site-wide search (站内搜索)
         * @description One word, or a few separated by spaces (all of which must be found), looked for in the index categories
         *     (and the indices by name), articles (title, summary and text), companies (names, brief, industry, region,
         *     tags), brands (name, company) and products (name, spec, category, company). A hit is a substring of the
         *     text after NFKC folding and lower case, so Chinese needs no word segmentation: 「不锈钢」 finds
         *     「304不锈钢水槽」. Within a group: the name itself first, then a name starting with the words, a name
         *     holding them, then a hit in another field; then the group's own order (articles newest first). Each
         *     group gives its total and its first `limit` hits; marked texts (`SearchText`) say where the words are,
         *     as offsets, never as markup. With no hit at all, `suggestions` lists words that find something.
         *
         */
        get: operations["searchSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account (and the XSRF token its page echoes) */
        get: operations["getAdminSession"];
        put?: never;
        /**
         * Sign in with a name and password
         * @description Sets the session cookie (`iip_session`: `HttpOnly`, `SameSite=Strict`, `Path=/`, `Secure` behind TLS)
         *     and the `XSRF-TOKEN` cookie (readable by the page, echoed in `X-XSRF-TOKEN` on every write). Wrong
         *     names and passwords answer the same 401. Five wrong passwords for one name within 15 minutes lock the
         *     account for 15 minutes, thirty from one address refuse that address: both answer 429 with
         *     `Retry-After`, before any password is checked.
         *
         */
        post: operations["signIn"];
        /** Sign out (ends the session and clears its cookies) */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one's own password (required after a one-time password)
         * @description Ends the account's other sessions. At least 10 characters, not containing the account name.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account (admins) */
        get: operations["listAccounts"];
        put?: never;
        /** Create an account (admins); answers its one-time password once */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an account's name shown, role, on/off, lock, or reset its password (admins)
         * @description A new role, turning it off or a password reset ends the account's sessions; turning it off also revokes
         *     its API tokens for good (turned on again, it signs in anew and makes new tokens). After a reset its
         *     tokens answer 403 `PASSWORD_CHANGE_REQUIRED` until the one-time password is changed. The last admin
         *     able to sign in cannot be turned off or demoted (409); an admin cannot turn off or demote themself (403).
         *
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/webapi/admin/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's own API tokens (never the tokens themselves) */
        get: operations["listApiTokens"];
        put?: never;
        /** Create a personal API token; the answer is the only time it is shown */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of one's own API tokens */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail, newest first, filtered (admins) */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered audit trail as CSV (UTF-8 with BOM, for Excel), at most 100,000 rows (admins) */
        get: operations["exportAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recomputes the audit trail's hash chain and names the first row changed, removed or moved (admins)
         * @description Each audit row carries the SHA-256 of its place, the previous row's hash and its content. This walks
         *     the chain as it is in the database and answers whether it is whole, its head (note it elsewhere), and
         *     otherwise the first row that does not add up. A chain recomputed from some row on, or cut short at its
         *     newest end, still adds up by itself: `expect` (a head noted earlier) catches that.
         *
         */
        get: operations["verifyAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every article with its review state, newest change first
         * @description Published articles and drafts alike. `state` is the latest revision's (`draft`, `submitted`, `returned`),
         *     else `scheduled` (approved, to appear at `publishedAt`) or `published`.
         *
         */
        get: operations["listAdminArticles"];
        put?: never;
        /** Start a new article with its first draft (editors) */
        post: operations["createArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article as published and every revision of it */
        get: operations["getAdminArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/articles/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a new draft revision (editors); earlier revisions are kept
         * @description Every save is a new revision; restoring an old one is saving its fields again (`restoredFrom`). The HTML is
         *     sanitised before it is stored. Refused (409) while a revision waits for review.
         *
         */
        post: operations["saveArticleRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/articles/{id}/revisions/{rev}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the latest draft for review (editors) */
        post: operations["submitArticleRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/articles/{id}/revisions/{rev}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submitted revision (it is published) or send it back with a comment (reviewers)
         * @description Four eyes: a reviewer never decides on a revision they wrote or submitted (403). Approving publishes the
         *     revision at its `publishAt` (now when absent); the public site shows it within seconds.
         *
         */
        post: operations["reviewArticleRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a PDF attachment (editors); its bytes are checked, not its name
         * @description The body is the file itself. A file that is not a PDF (whatever its name says) is refused (400), as is one
         *     over 20 MB (413). Files are never overwritten: the stored name carries the content's hash, so a replaced
         *     attachment leaves the earlier one to the revisions that name it.
         *
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's name, publisher, contact and sections (admins) */
        get: operations["getSiteSettings"];
        /** Change the site's settings (admins); the public site shows them within seconds */
        put: operations["updateSiteSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's trade set-up (admins) — unit, currency, source, release day, partners and product groups */
        get: operations["getTradeSetup"];
        /**
         * Change the site's trade set-up (admins); the trade template and the public trade pages follow at once
         * @description Partners and product groups: each named, unique, at most 40 characters, at most 12 of each. The
         *     trade import's template derives its codes from their order (EXP-P1…, IMP-P1…, EXP-G1…), and stored
         *     months keep their figures in that order: once a month is stored a partner or group may be renamed
         *     or added at the end, never removed or moved (400). No review (set-up metadata, like the
         *     settings); audited (`trade.update`).
         *
         */
        put: operations["updateTradeSetup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up a site (admins); the first step of an office that starts from an empty database
         * @description Creates a site with its code and settings, with the original's article categories and no index family
         *     yet; the public site shows each section's empty state until something is published in it. A code
         *     in use → 409 `CONFLICT`. Works without any site (`siteCode` is not read): the back office's first
         *     admin calls it when the portal answers `SITE_NOT_SET_UP`. Audited (`site.create`).
         *
         */
        post: operations["createSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/families": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every index family of the site with every field as stored, for the back office's edit form (admins) */
        get: operations["listIndexFamiliesAdmin"];
        put?: never;
        /**
         * Create an index family (指数项目) of the site (admins)
         * @description A new family with its name, frequency, base period and value, unit, release slot, alert threshold and
         *     编制说明; its tree starts at depth 1 (the classification import sets it). `projId` omitted: the lowest
         *     free of 21–25, else one more than the highest. A `projId` in use → 409 `FAMILY_EXISTS`; a malformed field
         *     → 400 naming it. Visitors see the family once a period of it is published. Audited (`family.create`).
         *
         */
        post: operations["createIndexFamily"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/families/{projId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an index family (admins)
         * @description The fields given replace the stored ones (`projId` and `frequency` never change). The base period and
         *     base value change only while nothing of the family is published: else 409 `CONFLICT`. Audited
         *     (`family.update`).
         *
         */
        put: operations["updateIndexFamily"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every company with its review state, in the directory's order */
        get: operations["listAdminCompanies"];
        put?: never;
        /**
         * Create a company with its first draft (editors); visitors see it once another account approves it
         * @description The server assigns its id (the site's next). Submit and review it as any revision of a company.
         *
         */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company as published and every revision of it */
        get: operations["getAdminCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/companies/{id}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a company to be retired, with the reason (editors); a reviewer's approval hides it from visitors
         * @description A revision carrying the reason and the fields shown now, submitted for review at once. Once approved the
         *     company is hidden from every visitor answer (its detail answers 404) and kept with its history, never deleted.
         *     Refused (409) while a revision waits for review, when it is retired already or was never published.
         *
         */
        post: operations["retireCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/companies/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a new draft revision of a company (editors); earlier revisions are kept
         * @description The introduction (HTML) is sanitised before it is stored. Refused (409) while a revision waits for review.
         *
         */
        post: operations["saveCompanyRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/companies/{id}/revisions/{rev}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a company's latest draft for review (editors) */
        post: operations["submitCompanyRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/companies/{id}/revisions/{rev}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a company's submitted revision (it is published) or send it back (reviewers; never one's own) */
        post: operations["reviewCompanyRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product with its review state, in the directory's order */
        get: operations["listAdminProducts"];
        put?: never;
        /**
         * Create a product with its first draft (editors); visitors see it once another account approves it
         * @description The server assigns its id (the site's next). It belongs to `companyId` (a company visitors see) for good; it needs a picture (uploadProductImage, then a revision naming it) before it is approved. Submit and review it as any revision of a product.
         *
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product as published and every revision of it */
        get: operations["getAdminProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/products/{id}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a product to be retired, with the reason (editors); a reviewer's approval hides it from visitors
         * @description A revision carrying the reason and the fields shown now, submitted for review at once. Once approved the
         *     product is hidden from every visitor answer (its detail answers 404) and kept with its history, never deleted.
         *     Refused (409) while a revision waits for review, when it is retired already or was never published.
         *
         */
        post: operations["retireProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/products/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a new draft revision of a product (editors); earlier revisions are kept
         * @description Refused (409) while a revision waits for review. Pictures must be ones uploaded here (or ones it has).
         *
         */
        post: operations["saveProductRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/products/{id}/revisions/{rev}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a product's latest draft for review (editors) */
        post: operations["submitProductRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/products/{id}/revisions/{rev}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a product's submitted revision (it is published) or send it back (reviewers; never one's own) */
        post: operations["reviewProductRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a picture for a product (editors), cut to 4:3 and resized
         * @description The body is the picture itself: PNG, JPEG, WebP or GIF, checked by its bytes (SVG and anything else is
         *     refused with 400), at most 10 MB (413) and 40 megapixels. It is stored as WebP, cropped to 4:3 about its centre and scaled to 1280 × 960 at most, without its
         *     metadata, under its content's hash: never overwritten, so earlier revisions keep their pictures. Nothing
         *     shows on the public site until a revision naming it is approved.
         *
         */
        post: operations["uploadProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brand with its review state, in the directory's order */
        get: operations["listAdminBrands"];
        put?: never;
        /**
         * Create a brand with its first draft (editors); visitors see it once another account approves it
         * @description The server assigns its id (the site's next). (`B{companyId}-{n}`). It belongs to `companyId` (a company visitors see) for good. Submit and review it as any revision of a brand.
         *
         */
        post: operations["createBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/brands/{brandId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A brand as published and every revision of it */
        get: operations["getAdminBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/brands/{brandId}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a brand to be retired, with the reason (editors); a reviewer's approval hides it from visitors
         * @description A revision carrying the reason and the fields shown now, submitted for review at once. Once approved the
         *     brand is hidden from every visitor answer (its detail answers 404) and kept with its history, never deleted.
         *     Refused (409) while a revision waits for review, when it is retired already or was never published.
         *
         */
        post: operations["retireBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/brands/{brandId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a new draft revision of a brand (editors); earlier revisions are kept
         * @description Refused (409) while a revision waits for review. Pictures must be ones uploaded here (or ones it has).
         *
         */
        post: operations["saveBrandRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/brands/{brandId}/revisions/{rev}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a brand's latest draft for review (editors) */
        post: operations["submitBrandRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/brands/{brandId}/revisions/{rev}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a brand's submitted revision (it is published) or send it back (reviewers; never one's own) */
        post: operations["reviewBrandRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every raw material with its review state, in the directory's order */
        get: operations["listAdminMaterials"];
        put?: never;
        /**
         * Create a raw material with its first draft (editors); visitors see it once another account approves it
         * @description The server assigns its id (the site's next). (`M{n}`). Its weekly quotes are then imported as today (publishing dataset `materials`). Submit and review it as any revision of a raw material.
         *
         */
        post: operations["createMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/materials/{materialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A raw material as published and every revision of it */
        get: operations["getAdminMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/materials/{materialId}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a raw material to be retired, with the reason (editors); a reviewer's approval hides it from visitors
         * @description A revision carrying the reason and the fields shown now, submitted for review at once. Once approved the
         *     raw material is hidden from every visitor answer (its detail answers 404) and kept with its history, never deleted.
         *     Refused (409) while a revision waits for review, when it is retired already or was never published.
         *
         */
        post: operations["retireMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/materials/{materialId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a new draft revision of a raw material (editors); earlier revisions are kept
         * @description Refused (409) while a revision waits for review. Pictures must be ones uploaded here (or ones it has).
         *
         */
        post: operations["saveMaterialRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/materials/{materialId}/revisions/{rev}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a raw material's latest draft for review (editors) */
        post: operations["submitMaterialRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/materials/{materialId}/revisions/{rev}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a raw material's submitted revision (it is published) or send it back (reviewers; never one's own) */
        post: operations["reviewMaterialRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/catalogue/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workbook to add companies, products, brands and raw materials in bulk
         * @description Sheets 企业, 产品, 品牌 and 原材料, each a header row (required columns marked *), and the instructions.
         *
         */
        get: operations["getCatalogueTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/catalogue/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add companies, products, brands and raw materials from one workbook (editors), each submitted for review
         * @description The body is the filled template (XLSX, at most 5 MB). Checked as a whole — names present, numbers, the companies
         *     products and brands name exist (on the site or in the 企业 sheet), nothing named twice in the file or on the site —
         *     and answered with every issue (sheet, row, column, value, 中文（English）). With any error nothing is written
         *     (HTTP 200, `errors` > 0, `created` null); else ONE transaction creates every item as a revision submitted for
         *     review: each reaches visitors once another account approves it (a product or brand after its company). The
         *     products are drafts instead: a product is approved with a picture, which a workbook does not carry, so the
         *     editor adds its pictures on its page and submits it.
         *
         */
        post: operations["importCatalogue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/logos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a logo for a company or a brand (editors), fitted into a square
         * @description The body is the picture itself: PNG, JPEG, WebP or GIF, checked by its bytes (SVG and anything else is
         *     refused with 400), at most 10 MB (413) and 40 megapixels. It is stored as WebP, fitted into a transparent 256 × 256 square, without its
         *     metadata, under its content's hash: never overwritten, so earlier revisions keep their pictures. Nothing
         *     shows on the public site until a revision naming it is approved.
         *
         */
        post: operations["uploadLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/site/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a picture for the site's own logo (admins), fitted into a square
         * @description As uploadLogo (the same checks: PNG, JPEG, WebP or GIF by its bytes, SVG refused with 400, at most 10 MB (413)
         *     and 40 megapixels; stored as a transparent 256 × 256 WebP under its content's hash, never overwritten), for
         *     admins. Storing it changes nothing: the site shows it once updateSiteSettings names it as `logo`.
         *
         */
        post: operations["uploadSiteLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/families": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every index family with its latest period and the one due next (with its release slot) */
        get: operations["listPublishingFamilies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Excel workbook to fill for one period of one family (or of another dataset)
         * @description The category tree valid for the period (codes, names, levels, parents, weights), last period's values for
         *     reference, the column to fill (本期定基) and optional 环比, 同比 and 均价 columns, instructions in Chinese, and
         *     a hidden sheet naming the family and period (an import of another period's template is refused). The period
         *     must be the one due next or one already released (a revision).
         *
         *     Another `dataset` has one value per code (代码, 名称, 说明, 上期, 本期): materials a price per material
         *     (a new quote day is any day after the latest, up to today), trade the month's totals, the seasonally
         *     adjusted total and the figures per partner and product group (the month after the latest, or a month
         *     customs had not published), brands a brand value (亿元) per ranked brand (the year after the latest).
         *
         */
        get: operations["getIndexTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a period's figures file (editors): the report of every error and warning, the file kept by its hash
         * @description The body is the file itself: XLSX (known by its bytes) or CSV in UTF-8 (with or without BOM) or GBK, at most
         *     5 MB. The answer is the report (also when it has errors: HTTP 200 with `errors` > 0): each issue with sheet,
         *     row, column, value and a message in Chinese and English. Errors block a submission; warnings are carried to
         *     the reviewer. The checked values are kept with the report, and a submission publishes those same values.
         *     Plausible bands and alerts per dataset: materials a price of 1 to 10,000,000, a move over 8 % on the
         *     previous quote warns; trade amounts of 0 to 100,000,000, each total the sum of its parts, a move over 50 %
         *     on the previous month warns; brands a value of 0.01 to 1000 亿元 for at most 30 brands, a move over 50 % on
         *     the previous edition warns.
         *
         */
        post: operations["importIndexFigures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/families/{projId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a back-load (editors): years of one family's values in one file, kept pending as one import
         * @description The body is the file itself: XLSX or CSV (UTF-8 with or without BOM, or GBK), at most 20 MB. LONG: columns
         *     代码 (code), 期间 (period), 定基 (value), optionally 环比 and 同比; WIDE: the codes in the first column, one
         *     column per period headed by its key (`2019-01-07`, `2019-01`) or an Excel date. Checked as a period's import
         *     is, for every period under the tree in force then: unknown codes, periods not of the family's frequency, a
         *     gap between the first and the last period (the Spring-Festival weeks the calendar skips are no gap), a value
         *     twice, a value missing, parents against their children under the weights, 环比/同比 against the levels, and
         *     periods already published or after the first published one (a back-load precedes what is published). The
         *     answer is the report (HTTP 200 also with errors), its `issues` the first 200 (the counts cover all). Without
         *     errors it is submitted as one publication (`submitIndexPublication`, kind `history`) and approved by another
         *     account; approval publishes every period at once as their first vintage.
         *
         */
        post: operations["importIndexHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's report */
        get: operations["getIndexImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/imports/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file an import was made from, as uploaded
         * @description The bytes kept with the import (the same file is kept once whatever the imports of it), its type
         *     (an Excel workbook or CSV) and, in Content-Disposition, the name it was uploaded under: what a
         *     reviewer opens to see what was submitted.
         *
         */
        get: operations["getIndexImportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/publications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Releases and revisions of index periods, newest first */
        get: operations["listIndexPublications"];
        put?: never;
        /**
         * Submit a checked import for review (editors); a revision needs its reason
         * @description Refused when the import has errors (400), when the period has a publication waiting already (409), or when
         *     the period changed since the check (409: import again). `publishAt` absent: the family's release slot (the
         *     weekly index on the Monday after its week, 10:00 Beijing); a revision is published at once on approval.
         *     The other datasets are published on approval: `publishAt` is refused for them (400).
         *
         */
        post: operations["submitIndexPublication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/publications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One release or revision of a period */
        get: operations["getIndexPublication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/publications/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submitted release (its figures go public at their time, all together) or send it back (reviewers)
         * @description Never by whoever imported or submitted it (403). Approving an import with warnings needs
         *     `acknowledgeWarnings: true`. On approval the period and its values are written as new vintages, public from
         *     `publishedAt` (the later of the time asked for and now); a revision closes the values it replaces at that
         *     instant, so `asOf` an earlier day still answers them.
         *
         */
        post: operations["reviewIndexPublication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/index/publications/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw an approved index release or revision, keeping its history (reviewers)
         * @description The index dataset only (400 for the others). An approved release whose time has not come never becomes
         *     public (its drafted commentary, not yet public, is withdrawn with it). A published new period (the family's
         *     latest) leaves the public answers from now, while `asOf` an earlier day still answers it; the period can be
         *     imported and released again. A published revision is followed by new vintages equal to the values before it
         *     (`asOf` an earlier day still shows the revised ones), and the family's `revisions` list it as withdrawn.
         *     Not under four eyes: any reviewer may withdraw, the approver included. 409 when it is not approved (submitted,
         *     returned, withdrawn already), or when a later period, a later revision or a scheduled revision of the period
         *     stands in the way.
         *
         */
        post: operations["withdrawIndexPublication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/families/{projId}/classification/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Excel workbook of a family's classification (category tree) in force, to edit and import
         * @description One row a node: 代码, 名称, 英文名称, 上级代码, 层级, 权重 (per cent of the parent), with instructions in Chinese
         *     and a hidden sheet naming the family. A family with no tree yet gets the header and an example in the
         *     instructions.
         *
         */
        get: operations["getClassificationTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/families/{projId}/classification/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a family's classification workbook against the tree in force (editors)
         * @description The body is the XLSX file (at most 5 MB). The answer is the report: every issue with sheet, row, column, value
         *     and a message in Chinese and English (codes unique, names present, parents that exist, level = the parent's
         *     level + 1, depth ≤ 4, no cycle, each parent's children's weights adding up to 100 % within 0.01, numbers
         *     valid). A file with errors is answered (HTTP 200, `errors` > 0, `id` null) and changes nothing. Without
         *     errors the proposed tree is kept as a change in state `checked`, with its diff against the tree in force at
         *     `validFrom` (added, removed, renamed, moved, reweighted), to submit for review. `validFrom` is a period of
         *     the family's frequency, after its last published period (any period before the first release), and not
         *     before the start of its latest classification.
         *
         */
        post: operations["importClassification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/families/{projId}/classification/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A family's proposed classifications, newest first */
        get: operations["listClassificationChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/families/{projId}/classification/changes/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a checked classification for review (editors)
         * @description A checked or returned change only (409 otherwise).
         */
        post: operations["submitClassificationChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webapi/admin/families/{projId}/classification/changes/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submitted classification (in force from its period, a new era with its note) or send it back (reviewers)
         * @description Never by whoever imported or submitted it (403). Approving, in one transaction: the nodes in force at
         *     `validFrom` are closed there, the new ones are in force from it, the office's note is kept for the era (the
         *     charts' break mark shows it), and the public answers move on. 409 when it is not submitted, or when a period
         *     at or after `validFrom` was released since it was checked.
         *
         */
        post: operations["reviewClassificationChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Envelope of every JSON answer (`ApiResponse<T>`). Each operation's answer is this envelope with `data`
         *     narrowed by `allOf` (e.g. `SiteInfoResponse`). `success: false` is an error even with HTTP 200; `data`
         *     is then `null`.
         *      */
        ApiResponse: {
            success: boolean;
            /** @description The answer; its schema depends on the operation. `null` when `success` is false. */
            data: unknown;
            /** @description One of `ApiErrorCode` when `success` is false. */
            errorCode?: string;
            /** @description Human-readable error message. */
            errorMessage?: string;
            /**
             * @description How the client shows the error (Umi Max convention) — 0 silent, 1 warn, 2 error, 4 notification, 9 page.
             * @enum {integer}
             */
            showType?: 0 | 1 | 2 | 4 | 9;
        };
        /** @description An error answer (`success` false, `data` null). */
        ErrorResponse: Omit<components["schemas"]["ApiResponse"], "success" | "data" | "errorCode" | "errorMessage"> & {
            /** @enum {boolean} */
            success: false;
            /**
             * @description Always null.
             * @enum {object|null}
             */
            data: never | null;
            errorCode: components["schemas"]["ApiErrorCode"];
            errorMessage: string;
        };
        /**
         * @description Error codes the backend may answer with: `NOT_FOUND` (HTTP 404, unknown id or path), `BAD_REQUEST`
         *     (HTTP 400, invalid parameters), `UNKNOWN_SITE` (HTTP 404, unknown `siteCode`), `SITE_NOT_SET_UP` (HTTP 404,
         *     no site yet), `METHOD_NOT_ALLOWED`
         *     (HTTP 405, a method other than GET / HEAD), `UNAVAILABLE` (HTTP 503, the database cannot be reached),
         *     `INTERNAL` (HTTP 500); the back office's: `UNAUTHENTICATED` (401), `FORBIDDEN`, `XSRF` and
         *     `PASSWORD_CHANGE_REQUIRED` (403), `CONFLICT` and `FAMILY_EXISTS` (409, an index family's `projId` in use), `TOO_LARGE` (413), `TOO_MANY_ATTEMPTS` (429).
         *
         * @enum {string}
         */
        ApiErrorCode: "NOT_FOUND" | "BAD_REQUEST" | "UNKNOWN_SITE" | "SITE_NOT_SET_UP" | "METHOD_NOT_ALLOWED" | "UNAVAILABLE" | "INTERNAL" | "UNAUTHENTICATED" | "FORBIDDEN" | "XSRF" | "PASSWORD_CHANGE_REQUIRED" | "TOO_MANY_ATTEMPTS" | "CONFLICT" | "FAMILY_EXISTS" | "TOO_LARGE";
        /** @description Paged list (`PageResult<T>`); the concrete page schemas narrow `list` by `allOf`. `current` starts at
         *     1; a page beyond the last is answered as the last; `pageSize` is the size used (default 10, max 100).
         *      */
        PageResult: {
            list: unknown[];
            /** @description Number of items matching the query, over all pages. */
            total: number;
            /** @description The page answered (after clamping). */
            current: number;
            pageSize: number;
        };
        /** @description Query parameters shared by paged lists (sent as query parameters, documented for reference). */
        PageQuery: {
            /** @default 1 */
            current?: number;
            /** @default 10 */
            pageSize?: number;
            keyword?: string;
        };
        /**
         * @description A site section an operator can switch off. A section missing from `SiteInfo.sections` is forbidden (403) in the front end and hidden from menus.
         * @enum {string}
         */
        SectionKey: "home" | "data" | "comment" | "report" | "info" | "priceTrend" | "exportData" | "brandRank" | "company" | "product" | "about" | "introduce" | "datashow";
        /** @description The site (`GET /webapi/site`). */
        SiteInfo: {
            /** @example qingxi-hardware */
            siteCode: string;
            /**
             * @description Full site name shown in the header.
             * @example 青溪五金产业指数
             */
            name: string;
            /** @example 青溪五金指数 */
            shortName: string;
            /** @description Who publishes the indices (发布单位). */
            publisher: string;
            /** @description Who compiles the indices (编制单位). */
            compiler: string;
            description: string;
            contact: {
                phone: string;
                email: string;
                address: string;
            };
            /**
             * @description ICP filing number (ICP备案号) shown in the footer when present.
             * @example 浙ICP备00000000号-1
             */
            icp?: string;
            /**
             * @description Public-security filing number (公安备案号) shown in the footer when present.
             * @example 浙公网安备 33000002000001号
             */
            police?: string;
            /** @description The 市场介绍 page's own text (sanitised HTML), when the office has written one (站点设置). */
            about?: string;
            /** @description The 指数介绍 page's own text (sanitised HTML), when the office has written one (站点设置). */
            introduce?: string;
            /** @description The site's logo (`/webapi/media/logos/…`, a 256 × 256 WebP), shown before its name in the headers; null for none. */
            logo?: string | null;
            /** @description True when the data is generated demo data; the footer says so. */
            demo: boolean;
            /** @description Sections this site shows; a section missing here is forbidden (403) and hidden from menus. */
            sections: components["schemas"]["SectionKey"][];
            /**
             * Format: date-time
             * @description ISO timestamp of the last data update.
             */
            updatedAt: string;
        };
        /** @enum {string} */
        ArticleType: "info" | "report" | "comment";
        /** @description Category ids fixed by the original product. */
        CategoryIds: {
            /** @enum {integer} */
            report: 220;
            /** @enum {integer} */
            comment: 214;
            /** @enum {integer} */
            info: 213;
            /** @enum {integer} */
            brand: 221;
            /** @enum {integer} */
            about: 216;
            /** @enum {integer} */
            introduce: 212;
        };
        /**
         * @description Key of `CategoryIds`.
         * @enum {string}
         */
        CategoryKey: "report" | "comment" | "info" | "brand" | "about" | "introduce";
        /** @description An article category (栏目). Ids — report 220, comment 214, info 213, brand 221, about 216, introduce 212. */
        Category: {
            /** @example 214 */
            id: number;
            key: components["schemas"]["CategoryKey"];
            /** @example 指数评论 */
            name: string;
            type?: components["schemas"]["ArticleType"];
        };
        /**
         * @description indexValue = 定基 (base period = baseValue), lastValue = 环比 (previous period = 100), sameValue = 同比 (same period last year = 100).
         * @enum {string}
         */
        ValueKind: "indexValue" | "lastValue" | "sameValue";
        /** @description An index project of the original product — 21 has depth 4 and the three value kinds; 22–25 depth 1 and an empty list. */
        ProjectDef: {
            /** @example 21 */
            projId: number;
            /** @example 4 */
            depth: number;
            list: components["schemas"]["ValueKind"][];
        };
        /** @description Constants (`GET /webapi/constants`). */
        SiteConstants: {
            categories: components["schemas"]["Category"][];
            projects: components["schemas"]["ProjectDef"][];
        };
        /**
         * @description Publication frequency — `week` (weekly, period key `YYYY-MM-DD` of the week start), `month` (monthly, period key `YYYY-MM`) or `quarter` (quarterly, period key `YYYY-Qn`, e.g. `2026-Q3`).
         * @enum {string}
         */
        Frequency: "week" | "month" | "quarter";
        /** @description One index family (project, 指数项目) — `GET /webapi/index/families`. */
        IndexFamily: {
            /** @example 21 */
            projId: number;
            /** @example 青溪五金价格指数 */
            name: string;
            /** @example 价格指数 */
            shortName: string;
            /**
             * @description What the number measures — price 价格指数, climate 景气指数, trade 贸易指数, material 原材料指数, development 发展指数.
             * @enum {string}
             */
            kind: "price" | "climate" | "trade" | "material" | "development";
            frequency: components["schemas"]["Frequency"];
            /**
             * @description Value of the base period, 100 or 1000.
             * @example 1000
             */
            baseValue: number;
            /**
             * @description Base period label.
             * @example 2016年第1周
             */
            basePeriod: string;
            /**
             * Format: date
             * @description ISO start date of the base period.
             * @example 2016-01-04
             */
            basePeriodDate: string;
            /**
             * @description Unit of the index value (for indices usually 点).
             * @example 点
             */
            unit: string;
            /** @description Levels of the category tree (21 → 4, 22–25 → 1). */
            depth: number;
            valueKinds: components["schemas"]["ValueKind"][];
            /** @description Data source (数据来源). */
            source: string;
            /** @description Plain-text description of the index (编制说明). */
            description: string;
            /**
             * @description Period key of the newest published period.
             * @example 2025-03-03
             */
            latestPeriod: string;
            /**
             * Format: date
             * @description ISO date (Beijing) of the family's next new period in the release calendar (see
             *     `getReleaseCalendar`): a release the office approved for a later time, else the period due at the
             *     family's slot, the Spring-Festival weeks skipped.
             *
             * @example 2025-03-10
             */
            nextRelease: string;
            /**
             * @description Climate indices only — the neutral line, e.g. 100 = 荣枯线.
             * @example 100
             */
            threshold?: number;
            /** @description The family's released revisions (a period corrected after its release, with the office's reason), newest
             *     first, at most five; empty when there are none. As of `asOf` where the operation takes one. The notes
             *     panel shows them (「2026年第47周的数据于 2026年11月25日修订：…」).
             *      */
            revisions?: components["schemas"]["IndexRevision"][];
        };
        /** @description A released period corrected after its release, and why. */
        IndexRevision: {
            /**
             * @description Period key, as `IndexPoint.period`.
             * @example 2026-11-16
             */
            period: string;
            /** @example 2026 */
            year: number;
            /**
             * @description Weekly families only.
             * @example 47
             */
            week?: number;
            /** @description Monthly families only. */
            month?: number;
            /** @description Quarterly families only. */
            quarter?: number;
            /**
             * Format: date-time
             * @description When the corrected values became public (Beijing time).
             * @example 2026-11-25T10:00:00+08:00
             */
            revisedAt: string;
            /**
             * @description Why the office revised it, as it wrote it.
             * @example 一家报价点更正了上周的报价
             */
            reason: string;
            /**
             * Format: date-time
             * @description A revision withdrawn since (Beijing time); from then the values before it are in force again.
             */
            withdrawnAt?: string;
            /** @description Why the office withdrew it, as it wrote it. */
            withdrawReason?: string;
        };
        /** @description Category tree node (总指数 → 大类 → 中类 → 规格品) — `GET /webapi/index/families/{projId}/tree`. Recursive through `children`. */
        IndexNode: {
            /** @example n21-01 */
            id: string;
            /** @example 手动工具 */
            name: string;
            /** @description 1 = composite (总指数), 2 = 大类, 3 = 中类, 4 = 规格品. */
            level: number;
            /** @description Id of the parent node; null for the root. */
            parentId: string | null;
            /**
             * @description Weight in the composite, per cent (4 decimals): the root is 100 and siblings add up to their parent's weight. A 大类's change in points × weight / 100 is its contribution to the composite's change (the composite is the weighted mean of its categories).
             * @example 8.5
             */
            weight: number;
            /** @description Child nodes; absent or empty on leaves. */
            children?: components["schemas"]["IndexNode"][];
        };
        /** @description One period of one series.
         *     indexValue 定基 (base period = baseValue); lastValue 环比 index (previous period = 100); sameValue 同比
         *     index (same period last year = 100), null in the first year; change / changePct the change of
         *     indexValue on the previous period in points (点) and percent (%), null for the first period.
         *      */
        IndexPoint: {
            /**
             * @description Period key — week start date `YYYY-MM-DD` for weekly families, `YYYY-MM` for monthly ones, `YYYY-Qn` for quarterly ones.
             * @example 2025-03-03
             */
            period: string;
            /** @example 2025 */
            year: number;
            /**
             * @description Weekly families — week number in `year` (第N周).
             * @example 10
             */
            week?: number;
            /** @description Monthly families — month of `year`. */
            month?: number;
            /** @description Quarterly families — quarter of `year` (第N季度). */
            quarter?: number;
            /**
             * @description 定基指数 (base period = the family's baseValue).
             * @example 1035.21
             */
            indexValue: number;
            /**
             * @description 环比指数 (previous period = 100); null for the first period.
             * @example 100.21
             */
            lastValue: number | null;
            /**
             * @description 同比指数 (same period last year = 100); null in the first year.
             * @example 98.77
             */
            sameValue: number | null;
            /**
             * @description Change of indexValue on the previous period, in points (点).
             * @example 2.17
             */
            change: number | null;
            /**
             * @description Change of indexValue on the previous period, in percent (%).
             * @example 0.21
             */
            changePct: number | null;
            revised?: components["schemas"]["IndexPointRevision"];
            /**
             * @description The period 同比 compares with, given only when it is not the same week a year earlier (that week fell in
             *     a gap with no release, so the last week published before the gap stands in).
             *
             * @example 2025-01-20
             */
            samePeriod?: string;
        };
        /** @description A value revised after its first release (as of `asOf` where asked): what was first published, when the value
         *     in force replaced it, and the office's reason. Absent where the value is the first published one.
         *      */
        IndexPointRevision: {
            /**
             * @description 定基 as first published.
             * @example 48.93
             */
            firstValue: number;
            /**
             * Format: date-time
             * @description When the value in force became public (Beijing time).
             * @example 2026-11-02T10:00:00+08:00
             */
            revisedAt: string;
            /** @description Why the office revised it, as it wrote it (empty when it gave none). */
            reason: string;
        };
        /** @description One node's series. */
        IndexSeries: {
            projId: number;
            nodeId: string;
            name: string;
            /** @description Ascending by period. */
            points: components["schemas"]["IndexPoint"][];
            /** @description The family's classification or basket changes within the points' range, oldest first: the chart marks each
             *     with a line at its first period and says what changed (derived from the category nodes' validity periods).
             *      */
            breaks: components["schemas"]["IndexBreak"][];
            /** @description Runs of periods with no release within the points' range (the Spring-Festival closure is planned), oldest
             *     first: the chart shades each between the periods around it and says why.
             *      */
            gaps: components["schemas"]["IndexGap"][];
        };
        /** @description One node's series as columns (`layout=columns`): `columns.X[i]` is `IndexPoint.X` of the i-th period, every
         *     column as long as `period`. A point's `revised` and `samePeriod`, rare, are listed apart with the row they
         *     belong to. Everything else is as in `IndexSeries`.
         *      */
        IndexSeriesColumns: {
            projId: number;
            nodeId: string;
            name: string;
            columns: components["schemas"]["IndexPointColumns"];
            /** @description The revised points (`IndexPoint.revised`), by row, ascending. */
            revised: (components["schemas"]["IndexPointRevision"] & {
                row: number;
            })[];
            /** @description The points whose 同比 compares with another week than the one a year earlier (`IndexPoint.samePeriod`), by row, ascending. */
            samePeriods: {
                row: number;
                period: string;
            }[];
            breaks: components["schemas"]["IndexBreak"][];
            gaps: components["schemas"]["IndexGap"][];
        };
        /** @description `IndexPoint`'s fields as parallel arrays, ascending by period. `week`, `month` or `quarter`: the one of the
         *     family's frequency.
         *      */
        IndexPointColumns: {
            period: string[];
            year: number[];
            week?: number[];
            month?: number[];
            quarter?: number[];
            indexValue: number[];
            lastValue: (number | null)[];
            sameValue: (number | null)[];
            change: (number | null)[];
            changePct: (number | null)[];
        };
        /** @description A period, as `IndexPoint` names it. */
        IndexPeriodName: {
            /** @example 2026-02-16 */
            period: string;
            year: number;
            week?: number;
            month?: number;
            quarter?: number;
        };
        /** @description A classification in force from `from` on that differs from the one before it. */
        IndexBreak: {
            /** @description The office's note on the change (why the basket or the tree changed), when it wrote one. */
            note?: string;
            from: components["schemas"]["IndexPeriodName"];
            /** @description The nodes that changed, shallowest level first (a node whose parent also changed is left out): added,
             *     removed, renamed, moved to another parent, or given another weight.
             *      */
            changes: components["schemas"]["IndexTreeChange"][];
        };
        /** @description One node a classification change touched (IndexBreak, and the back office's diff of a proposed tree). */
        IndexTreeChange: {
            nodeId: string;
            /** @description The name from `from` on (the last name, for a removed node). */
            name: string;
            level: number;
            /** @enum {string} */
            change: "added" | "removed" | "renamed" | "moved" | "reweighted";
            /** @description Renamed nodes only. */
            previousName?: string;
            /** @description Reweighted nodes only — per cent of the composite before. */
            weightBefore?: number;
            /** @description Reweighted nodes only — per cent of the composite from `from` on. */
            weightAfter?: number;
        };
        /** @description Periods between two releases that have none. */
        IndexGap: {
            /** @description The last period published before the gap. */
            after: string;
            /** @description The first period published after it. */
            before: string;
            from: components["schemas"]["IndexPeriodName"];
            to: components["schemas"]["IndexPeriodName"];
            /** @description How many periods have no release. */
            periods: number;
            /** @description True for the Spring-Festival closure the calendar plans; false for a period not released. */
            planned: boolean;
        };
        /** @description Query of `GET /webapi/index/series` (sent as query parameters; `nodeIds` comma-separated, `from` / `to` inclusive period keys). */
        IndexSeriesQuery: {
            projId: number;
            nodeIds?: string[];
            from?: string;
            to?: string;
            /** @description As the `asOf` parameter. */
            asOf?: string;
            /** @enum {string} */
            layout?: "points" | "columns";
        };
        /** @description One node in one period (IndexPoint values without the period fields, plus the node). */
        SnapshotRow: {
            nodeId: string;
            name: string;
            level: number;
            parentId: string | null;
            /** @description 定基指数. */
            indexValue: number;
            /** @description 环比指数 (previous period = 100). */
            lastValue: number | null;
            /** @description 同比指数 (same period last year = 100). */
            sameValue: number | null;
            /** @description Change on the previous period in points (点). */
            change: number | null;
            /** @description Change on the previous period in percent (%). */
            changePct: number | null;
            revised?: components["schemas"]["IndexPointRevision"];
        };
        /** @description One period of every node of a family — `GET /webapi/index/snapshot`. */
        IndexSnapshot: {
            projId: number;
            /**
             * @description Period key of this snapshot.
             * @example 2025-03-03
             */
            period: string;
            year: number;
            week?: number;
            month?: number;
            quarter?: number;
            /** Format: date-time */
            publishedAt: string;
            /** @description Every node of the family in this period (tree order). */
            rows: components["schemas"]["SnapshotRow"][];
            /** @description Among level-2 categories (大类) — how many rose, fell, stayed flat on the previous period. */
            summary: {
                up: number;
                down: number;
                flat: number;
            };
            /** @description Period keys available for this family, newest first (for a period picker). */
            periods: string[];
            /** @description Id of the commentary article (category 214) on this period, when one is published. */
            commentId?: number;
        };
        Attachment: {
            /**
             * @description File name shown to the visitor.
             * @example 2025年2月青溪五金指数报告.pdf
             */
            name: string;
            /**
             * @description Same-origin URL of the file, normally `/webapi/files/{name}`.
             * @example /webapi/files/report-2025-02.pdf
             */
            url: string;
            /** @description Bytes. */
            size: number;
            /**
             * @description Page count of the document.
             * @example 4
             */
            pages: number;
            /** @example application/pdf */
            mime: string;
        };
        ArticleSummary: {
            /** @example 1024 */
            id: number;
            /**
             * @description report 220, comment 214, info 213, brand 221, about 216, introduce 212.
             * @example 214
             */
            categoryId: number;
            type?: components["schemas"]["ArticleType"];
            /** @example 2025年第10周青溪五金价格指数评析 */
            title: string;
            /** @description Plain text. */
            summary: string;
            author: string;
            source: string;
            /**
             * Format: date-time
             * @description ISO date-time.
             */
            publishedAt: string;
            /** @description Cover image URL (same-origin path or data URI). */
            cover?: string;
            attachmentCount: number;
            views: number;
        };
        ArticleLink: {
            id: number;
            title: string;
        };
        /** @description One entry of an article's related reading (相关阅读). */
        RelatedArticle: components["schemas"]["ArticleLink"] & {
            /**
             * @description report 220, comment 214, info 213, brand 221, about 216, introduce 212.
             * @example 213
             */
            categoryId: number;
            /**
             * Format: date-time
             * @description ISO date-time.
             */
            publishedAt: string;
        };
        /** @description An index period — the front end shows it at `/data?proj={projId}&period={period}`. */
        IndexPeriodRef: {
            /** @example 21 */
            projId: number;
            /**
             * @description Period key as in `IndexSnapshot.period` (`YYYY-MM-DD` week start or `YYYY-MM`).
             * @example 2026-11-16
             */
            period: string;
        };
        /** @description An article — `GET /webapi/articles/{id}`. */
        ArticleDetail: components["schemas"]["ArticleSummary"] & {
            /** @description CMS HTML — untrusted, always sanitised by the client before rendering. */
            content: string;
            attachments: components["schemas"]["Attachment"][];
            /** @description 上一篇 — the neighbouring article in the same category; null at the end. */
            prev: components["schemas"]["ArticleLink"] | (never | null);
            /** @description 下一篇 — the neighbouring article on the other side; null at the end. */
            next: components["schemas"]["ArticleLink"] | (never | null);
            tags: string[];
            /** @description 相关阅读 — up to 5 other articles (never this one) sharing tags or keywords, the index family or the category, best first; empty when none qualifies. */
            related: components["schemas"]["RelatedArticle"][];
            /** @description For a commentary (category 214) on an index period: that family and period, whose snapshot's `commentId` is this article. Null for every other article. */
            indexPeriod: components["schemas"]["IndexPeriodRef"] | (never | null);
        };
        /** @description Query of `GET /webapi/articles` (sent as query parameters). */
        ArticleQuery: components["schemas"]["PageQuery"] & {
            categoryId: number;
            year?: number;
            month?: number;
        };
        CategoryMatches: {
            categoryId: number;
            /** @description Articles of that category matching the search. */
            total: number;
        };
        /** @description `PageResult<ArticleSummary>` with what the list filters need. */
        ArticlePage: Omit<components["schemas"]["PageResult"], "list"> & {
            list: components["schemas"]["ArticleSummary"][];
            /** @description Years in which the category published, newest first, whatever the filters. */
            years: number[];
            /** @description With a keyword, the other article lists (214, 220, 213) with matches for the same keyword and dates, in the site's category order, zero counts left out; empty without a keyword. */
            elsewhere: components["schemas"]["CategoryMatches"][];
        };
        MaterialPrice: {
            /**
             * Format: date
             * @description ISO date of the quote.
             * @example 2025-03-07
             */
            date: string;
            /**
             * @description Price in the material's unit.
             * @example 3860
             */
            price: number;
        };
        /** @description A raw material without its quote (`Omit<RawMaterial, 'latest' | 'change' | 'changePct'>`). */
        RawMaterialInfo: {
            /** @example steel-q235 */
            id: string;
            /** @example 热轧卷板 */
            name: string;
            /** @example Q235 4.75mm */
            spec: string;
            /** @example 元/吨 */
            unit: string;
            /** @example 钢材 */
            group: string;
            /** @description Market the price is quoted on. */
            market: string;
            /**
             * @description Who publishes the quote (shown in the notes under the chart).
             * @example 青溪五金指数办公室采集（示例）
             */
            source: string;
            /**
             * @description ISO 4217 currency of the price; `unit` already names it for readers (元/吨, 美元/吨).
             * @example CNY
             */
            currency: string;
            frequency: components["schemas"]["Frequency"];
            /**
             * Format: date
             * @description ISO date of the next expected quote.
             * @example 2025-03-14
             */
            nextUpdate: string;
            /**
             * @description The index family whose category tree `categoryIds` refer to (the weekly price index, 21).
             * @example 21
             */
            categoryProjId: number;
            /**
             * @description The 大类 this material is an input of (node ids of `categoryProjId`'s tree), so a page can set input prices against the cluster's selling prices. May be empty.
             * @example [
             *       "21-4",
             *       "21-15"
             *     ]
             */
            categoryIds: string[];
        };
        /** @description A raw material with its latest price — `GET /webapi/materials`. */
        RawMaterial: components["schemas"]["RawMaterialInfo"] & {
            latest: components["schemas"]["MaterialPrice"];
            /** @description Change on the previous quote, in the material's unit. */
            change: number;
            /** @description Change on the previous quote, in percent (%). */
            changePct: number;
        };
        /** @description Price history of one raw material — `GET /webapi/materials/{id}/prices`. */
        MaterialPriceSeries: {
            material: components["schemas"]["RawMaterialInfo"];
            /** @description Ascending by date. */
            points: components["schemas"]["MaterialPrice"][];
        };
        TradeMonth: {
            /** @example 2025-02 */
            month: string;
            /** @description Export value in `TradeData.unit`. */
            exportValue: number;
            /** @description Import value in `TradeData.unit`. */
            importValue: number;
            /** @description Year-on-year change of exports in percent; null without a year earlier. */
            exportYoY: number | null;
            /** @description Year-on-year change of imports in percent; null without a year earlier. */
            importYoY: number | null;
        };
        TradePartner: {
            /**
             * @description Partner country or region.
             * @example 美国
             */
            name: string;
            exportValue: number;
            importValue: number;
        };
        /** @description Foreign trade — `GET /webapi/trade`. */
        TradeData: {
            /** @example 万美元 */
            unit: string;
            /**
             * @description ISO 4217 code of the unit's currency.
             * @example USD
             */
            currency: string;
            /**
             * @description Who publishes the figures.
             * @example 青溪海关
             */
            source: string;
            /**
             * Format: date
             * @description Date of the latest release.
             */
            updatedAt: string;
            /**
             * Format: date
             * @description Date the next month is expected; null when not announced.
             */
            nextUpdate: string | null;
            /** @description Months of the range whose figures are not published (absent from `months`, never zeros). */
            missingMonths: string[];
            /** @description Ascending by month. */
            months: components["schemas"]["TradeMonth"][];
            /** @description Partner countries and regions over the last twelve months, largest export first. */
            partners: components["schemas"]["TradePartner"][];
            /** @description Export by product group over the last twelve months. */
            products: {
                name: string;
                exportValue: number;
            }[];
        };
        TradeBreakdownMonth: {
            month: string;
            /** @description Export per item, aligned with `TradeBreakdown.items`; null where an item has no figure. */
            exports: (number | null)[];
            /** @description Import per item, aligned with `TradeBreakdown.items`. */
            imports: (number | null)[];
        };
        /** @description Foreign trade by partner or product category — `GET /webapi/trade/breakdown`. */
        TradeBreakdown: {
            /** @enum {string} */
            by: "partner" | "category";
            /** @example 万美元 */
            unit: string;
            /** @description Partners or categories, largest export over the last twelve published months first. */
            items: string[];
            /** @description Published months, ascending. */
            months: components["schemas"]["TradeBreakdownMonth"][];
            missingMonths: string[];
        };
        BrandRankItem: {
            rank: number;
            brandId: string;
            name: string;
            companyId: number;
            companyName: string;
            /** @description Brand value (品牌价值), in 亿元. */
            value: number;
            /** @description Rank change on the previous year (positive = moved up); null for new entries. */
            rankChange: number | null;
            region: string;
            category: string;
            /** @description The brand's logo (same-origin, square); absent when it has none. */
            logo?: string;
        };
        /** @description Brand ranking of one year — `GET /webapi/brands/ranking`. */
        BrandRanking: {
            /** @example 2024 */
            year: number;
            /** @description Years with a published ranking. */
            years: number[];
            /** @description In rank order. */
            items: components["schemas"]["BrandRankItem"][];
            /** @description Brands of the previous edition (the year before in `years`) that this edition no longer ranks, in their previous rank order; empty for the oldest edition in `years`. */
            dropouts: components["schemas"]["BrandDropout"][];
        };
        /** @description A brand of the previous edition that the ranking no longer lists. */
        BrandDropout: {
            brandId: string;
            name: string;
            companyId: number;
            companyName: string;
            /** @description Its rank in the previous edition. */
            previousRank: number;
            region: string;
            category: string;
        };
        /** @description A brand in every edition of the ranking — `GET /webapi/brands/{brandId}/history`. */
        BrandHistory: {
            /** @example B1003-1 */
            brandId: string;
            name: string;
            companyId: number;
            companyName: string;
            /** @description Region of the brand's company. */
            region: string;
            /** @description Industry of the brand's company. */
            category: string;
            /** @description One per year of `BrandRanking.years`, oldest first. */
            editions: components["schemas"]["BrandEdition"][];
        };
        /** @description The brand in one edition of the ranking. */
        BrandEdition: {
            /** @example 2024 */
            year: number;
            /** @description Its rank; null when this edition does not rank the brand. */
            rank: number | null;
            /** @description Brand value (品牌价值) in 亿元; null when not ranked (the value is then unpublished). */
            value: number | null;
            /** @description As in `BrandRankItem` — null for a new entry, and when not ranked. */
            rankChange: number | null;
        };
        CompanySummary: {
            /** @example 301 */
            id: number;
            name: string;
            shortName: string;
            /**
             * @description Logo image URL (same-origin path or data URI; square, SVG or raster of at least 112 px). Absent when the company has none: the site then shows its initials.
             * @example /webapi/media/logos/1002.svg
             */
            logo?: string;
            industry: string;
            region: string;
            /**
             * @description Year founded.
             * @example 1998
             */
            founded: number;
            /** @description Registered capital (注册资本) in 万元. */
            capital: number;
            employees: number;
            tags: string[];
            /** @description Plain-text one-line description. */
            brief: string;
        };
        /** @description Query of `GET /webapi/companies` (sent as query parameters). */
        CompanyQuery: components["schemas"]["PageQuery"] & {
            /** @description One of `CompanyPage.industries`. */
            industry?: string;
            /** @description One of `CompanyPage.regions`. */
            region?: string;
            /** @description One of `CompanyPage.tags`. */
            tag?: string;
        };
        ProductSummary: {
            id: number;
            name: string;
            companyId: number;
            companyName: string;
            category: string;
            /**
             * @description The card's picture (4:3, same-origin path or data URI); the first of `images`.
             * @example /webapi/media/products/10001/1.svg
             */
            image: string;
            /**
             * @description Every picture of the product for the preview (4:3, same-origin paths or data URIs, at least 960 px wide when raster), at least one; the first is `image`.
             * @example [
             *       "/webapi/media/products/10001/1.svg",
             *       "/webapi/media/products/10001/2.svg",
             *       "/webapi/media/products/10001/3.svg"
             *     ]
             */
            images: string[];
            spec: string;
            /** @description Reference price in 元, per `priceUnit`. */
            price: number;
            /** @example 元/把 */
            priceUnit: string;
        };
        /** @description A company — `GET /webapi/companies/{id}`. */
        CompanyDetail: components["schemas"]["CompanySummary"] & {
            /** @description CMS HTML — untrusted, always sanitised by the client before rendering. */
            introduction: string;
            address: string;
            website?: string;
            phone: string;
            /** @description Legal representative (法定代表人). */
            legalPerson: string;
            brands: {
                brandId: string;
                name: string;
                /** @description Rank in the latest brand ranking; null when not ranked. */
                rank: number | null;
            }[];
            products: components["schemas"]["ProductSummary"][];
            honours: string[];
            /**
             * @description The index family whose category tree `categoryIds` refer to (the weekly price index, 21).
             * @example 21
             */
            categoryProjId: number;
            /**
             * @description The index categories the company trades in: node ids of `categoryProjId`'s tree (as `RawMaterial.categoryIds`), the 大类 of its own industry first, no duplicates.
             * @example [
             *       "21-3",
             *       "21-5"
             *     ]
             */
            categoryIds: string[];
        };
        /** @description Query of `GET /webapi/products` (sent as query parameters). */
        ProductQuery: components["schemas"]["PageQuery"] & {
            category?: string;
            companyId?: number;
        };
        /** @description `PageResult<ProductSummary>` plus every option of the filters (categories, companies). */
        ProductPage: Omit<components["schemas"]["PageResult"], "list"> & {
            list: components["schemas"]["ProductSummary"][];
            categories: string[];
            /** @description Every company with products (for the company filter), by name (Chinese collation), whatever the filters. */
            companies: {
                id: number;
                name: string;
            }[];
        };
        /** @description `PageResult<CompanySummary>` plus every option of each filter, whatever the current filters. */
        CompanyPage: Omit<components["schemas"]["PageResult"], "list"> & {
            list: components["schemas"]["CompanySummary"][];
            industries: string[];
            /** @description Every region with a company, in the site's own order of regions. */
            regions: string[];
            /** @description Every tag some company has, most frequent first (ties in Chinese collation order). */
            tags: string[];
        };
        /** @description Everything the full-screen showcase needs in one answer — `GET /webapi/datashow`. */
        DataShow: {
            /** Format: date-time */
            generatedAt: string;
            /** @description The headline family's composite index; null while the site has no index family. */
            headline: {
                projId: number;
                name: string;
                point: components["schemas"]["IndexPoint"];
                /** @description Last 52 periods of the composite index, ascending. */
                recent: components["schemas"]["IndexPoint"][];
            } | null;
            families: {
                projId: number;
                name: string;
                unit: string;
                frequency: components["schemas"]["Frequency"];
                /**
                 * Format: date
                 * @description ISO date of the family's next scheduled release (as `IndexFamily.nextRelease`).
                 * @example 2025-03-10
                 */
                nextRelease: string;
                point: components["schemas"]["IndexPoint"];
            }[];
            /** @description Level-2 categories of the headline family in the latest period. */
            categories: components["schemas"]["SnapshotRow"][];
            trade: {
                unit: string;
                months: components["schemas"]["TradeMonth"][];
            };
            materials: components["schemas"]["RawMaterial"][];
            brands: components["schemas"]["BrandRankItem"][];
            companiesByRegion: {
                region: string;
                count: number;
            }[];
            totals: {
                companies: number;
                products: number;
                brands: number;
                articles: number;
            };
            latestArticles: components["schemas"]["ArticleSummary"][];
        };
        /** @description `ApiResponse<SiteInfo>` */
        SiteInfoResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["SiteInfo"];
        };
        /** @description `ApiResponse<Boot>` */
        BootResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: {
                /** @description Each request's key and its whole answer (`success`, `data`), as its own operation gives it. */
                answers: {
                    [key: string]: Record<string, unknown>;
                };
                /** @description Pictures the first screen shows large (the first image of about's and introduce's article,
                 *     the product list's first row: two on a phone, four on a desktop), as paths on this site: the
                 *     helper starts them when this answer arrives, not once the page has rendered them.
                 *      */
                images: string[];
            };
        };
        /** @description `ApiResponse<SiteConstants>` */
        SiteConstantsResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["SiteConstants"];
        };
        /** @description `ApiResponse<IndexFamily[]>` */
        IndexFamilyListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["IndexFamily"][];
        };
        /** @description `ApiResponse<IndexNode[]>` — root nodes with nested children. */
        IndexNodeListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["IndexNode"][];
        };
        /** @description `ApiResponse<IndexSeries[]>`, or `ApiResponse<IndexSeriesColumns[]>` with `layout=columns` */
        IndexSeriesListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: (components["schemas"]["IndexSeries"] | components["schemas"]["IndexSeriesColumns"])[];
        };
        /** @description `ApiResponse<IndexSnapshot>` */
        IndexSnapshotResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["IndexSnapshot"];
        };
        /** @description `ApiResponse<PageResult<ArticleSummary>>` */
        ArticlePageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["ArticlePage"];
        };
        /** @description `ApiResponse<ArticleDetail>` */
        ArticleDetailResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["ArticleDetail"];
        };
        /** @description `ApiResponse<RawMaterial[]>` */
        RawMaterialListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["RawMaterial"][];
        };
        /** @description `ApiResponse<MaterialPriceSeries>` */
        MaterialPriceSeriesResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["MaterialPriceSeries"];
        };
        /** @description `ApiResponse<TradeData>` */
        TradeDataResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["TradeData"];
        };
        /** @description `ApiResponse<TradeBreakdown>` */
        TradeBreakdownResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["TradeBreakdown"];
        };
        /** @description `ApiResponse<BrandRanking>` */
        BrandRankingResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["BrandRanking"];
        };
        /** @description `ApiResponse<BrandHistory>` */
        BrandHistoryResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["BrandHistory"];
        };
        /** @description `ApiResponse<CompanyPage>` */
        CompanyPageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["CompanyPage"];
        };
        /** @description `ApiResponse<CompanyDetail>` */
        CompanyDetailResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["CompanyDetail"];
        };
        /** @description `ApiResponse<ProductPage>` */
        ProductPageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["ProductPage"];
        };
        /** @description `ApiResponse<DataShow>` */
        DataShowResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["DataShow"];
        };
        /** @description A text and where the searched words are in it ([start, end) offsets in UTF-16 code units, ascending, not overlapping). */
        SearchText: {
            text: string;
            hits: [
                number,
                number
            ][];
        };
        /** @description An index category (or an index, by its root) whose name matches; opens /data on that node. */
        SearchCategoryHit: {
            projId: number;
            /** @description The index's short name. */
            family: string;
            nodeId: string;
            name: components["schemas"]["SearchText"];
            /** @description Names of the node's ancestors below the root, top first. */
            path: string[];
        };
        SearchArticleHit: {
            id: number;
            categoryId: number;
            title: components["schemas"]["SearchText"];
            snippet: components["schemas"]["SearchText"];
            /** Format: date-time */
            publishedAt: string;
        };
        SearchCompanyHit: {
            id: number;
            name: components["schemas"]["SearchText"];
            industry: string;
            region: string;
        };
        SearchBrandHit: {
            brandId: string;
            name: components["schemas"]["SearchText"];
            companyId: number;
            companyName: string;
            /** @description Rank in the latest edition of the ranking; null when the brand is not in it. */
            rank: number | null;
        };
        SearchProductHit: {
            id: number;
            name: components["schemas"]["SearchText"];
            companyId: number;
            companyName: string;
            category: string;
        };
        SearchCategoryGroup: {
            total: number;
            items: components["schemas"]["SearchCategoryHit"][];
        };
        SearchArticleGroup: {
            total: number;
            items: components["schemas"]["SearchArticleHit"][];
            /** @description The hits per article column (栏目), for the link to each filtered list. */
            byCategory: {
                categoryId: number;
                total: number;
            }[];
        };
        SearchCompanyGroup: {
            total: number;
            items: components["schemas"]["SearchCompanyHit"][];
        };
        SearchBrandGroup: {
            total: number;
            items: components["schemas"]["SearchBrandHit"][];
        };
        SearchProductGroup: {
            total: number;
            items: components["schemas"]["SearchProductHit"][];
        };
        SearchResult: {
            /** @description The words as the server read them (trimmed, runs of spaces as one). */
            q: string;
            total: number;
            categories: components["schemas"]["SearchCategoryGroup"];
            articles: components["schemas"]["SearchArticleGroup"];
            companies: components["schemas"]["SearchCompanyGroup"];
            brands: components["schemas"]["SearchBrandGroup"];
            products: components["schemas"]["SearchProductGroup"];
            /** @description With no hit at all, words that find something on this site (the main index's 大类); else empty. */
            suggestions: string[];
        };
        /** @description `ApiResponse<SearchResult>` */
        SearchResultResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["SearchResult"];
        };
        /**
         * @description `admin` manages accounts and settings; `editor` drafts and submits; `reviewer` approves or sends back.
         * @enum {string}
         */
        Role: "admin" | "editor" | "reviewer";
        AdminAccount: {
            id: number;
            /** @description Sign-in name (lower case). */
            name: string;
            displayName: string;
            role: components["schemas"]["Role"];
            mustChangePassword: boolean;
            disabled: boolean;
            /** Format: date-time */
            lockedUntil: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        AdminSession: {
            account: components["schemas"]["AdminAccount"];
            /** @description Echo it in `X-XSRF-TOKEN` on every write (null with an API token, which needs none). */
            xsrfToken: string | null;
            idleMinutes: number;
            /** @enum {string} */
            via: "session" | "token";
        };
        SignInBody: {
            name: string;
            password: string;
        };
        ChangePasswordBody: {
            currentPassword: string;
            newPassword: string;
        };
        CreateAccountBody: {
            name: string;
            displayName?: string;
            role: components["schemas"]["Role"];
        };
        UpdateAccountBody: {
            displayName?: string;
            role?: components["schemas"]["Role"];
            disabled?: boolean;
            resetPassword?: boolean;
            unlock?: boolean;
        };
        AccountWithPassword: {
            account: components["schemas"]["AdminAccount"];
            /** @description Shown this once (a new account or a reset), else null. */
            oneTimePassword: string | null;
        };
        ApiTokenInfo: {
            id: number;
            name: string;
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        CreateApiTokenBody: {
            name: string;
        };
        CreatedApiToken: {
            info: components["schemas"]["ApiTokenInfo"];
            /** @description `Authorization: Bearer <token>`; shown this once. */
            token: string;
        };
        AuditEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @description Who (a sign-in name, `cli:<user>` for the command line, null for the server itself). */
            accountName: string | null;
            /** @description That account's display name now; null for the command line or the server itself. */
            accountDisplayName: string | null;
            action: string;
            entity: string;
            entityId: string | null;
            /** @description The acted-on thing in words, as it is named now: an article's title, a company's, product's or brand's name, 「<family> <period label>」 for an import or a publication, 「display name（name）」 for an account, a token's, file's or site's name; null when nothing names it. */
            entityTitle: string | null;
            /** @description The thing before the change (never a password or token hash). */
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
            address: string | null;
        };
        AdminSessionResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminSession"];
        };
        EmptyResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            /** @enum {object|null} */
            data: never | null;
        };
        AdminAccountListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminAccount"][];
        };
        AccountWithPasswordResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AccountWithPassword"];
        };
        ApiTokenListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["ApiTokenInfo"][];
        };
        ApiTokenResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["ApiTokenInfo"];
        };
        CreatedApiTokenResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["CreatedApiToken"];
        };
        AuditPageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: Omit<components["schemas"]["PageResult"], "list"> & {
                list: components["schemas"]["AuditEntry"][];
            };
        };
        AuditVerdictResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AuditVerdict"];
        };
        AuditVerdict: {
            intact: boolean;
            /** @description Rows checked (up to the first broken one). */
            rows: number;
            /** @description The newest row checked. */
            head: {
                seq: number;
                hash: string;
                /** Format: date-time */
                at: string;
            } | null;
            /** @description The first row that does not add up: `changed` (its content no longer matches its hash), `missing` (rows
             *     before it were removed), `unlinked` (it does not follow the row before it), `truncated` (the chain ends
             *     before the expected head), `rewritten` (the expected head's row has another hash).
             *      */
            broken: {
                seq: number;
                id: number | null;
                at: string | null;
                action: string | null;
                /** @enum {string} */
                problem: "changed" | "missing" | "unlinked" | "truncated" | "rewritten";
            } | null;
        };
        /**
         * @description `draft` (saved, not submitted), `submitted` (waits for a reviewer), `returned` (sent back with a comment),
         *     `scheduled` (approved, public from `publishedAt`), `published`.
         *
         * @enum {string}
         */
        ArticleState: "draft" | "submitted" | "returned" | "scheduled" | "published";
        /** @enum {string} */
        RevisionState: "draft" | "submitted" | "approved" | "returned";
        /** @description What an editor writes. `content` is HTML; the server sanitises it before storing it. */
        ArticleDraft: {
            categoryId: number;
            title: string;
            summary?: string;
            author?: string;
            source?: string;
            content: string;
            tags?: string[];
            attachments?: {
                /** @description The stored name `uploadFile` answered. */
                file: string;
                name: string;
            }[];
            /**
             * Format: date-time
             * @description When an approved revision of a new article becomes public (now when absent or past).
             */
            publishAt?: string | null;
            /** @description A commentary's index family and period (see `IndexPeriodRef`). */
            about?: {
                projId: number;
                period: string;
            } | null;
            /** @description The revision whose fields these are, when restoring. */
            restoredFrom?: number | null;
        };
        RevisionAttachment: components["schemas"]["Attachment"] & {
            file: string;
        };
        ArticleFields: {
            categoryId: number;
            title: string;
            summary: string;
            author: string;
            source: string;
            /** @description Sanitised HTML. */
            content: string;
            tags: string[];
            attachments: components["schemas"]["RevisionAttachment"][];
            /** Format: date-time */
            publishAt: string | null;
            about: {
                projId: number;
                period: string;
            } | null;
        };
        ArticleRevision: {
            rev: number;
            state: components["schemas"]["RevisionState"];
            fields: components["schemas"]["ArticleFields"];
            restoredFrom: number | null;
            createdBy: string | null;
            /** @description The display name of that account (`createdBy` is its sign-in name). */
            createdByDisplayName: string | null;
            /** Format: date-time */
            createdAt: string;
            submittedBy: string | null;
            /** @description The display name of that account (`submittedBy` is its sign-in name). */
            submittedByDisplayName: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            reviewedBy: string | null;
            /** @description The display name of that account (`reviewedBy` is its sign-in name). */
            reviewedByDisplayName: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            /** @description The reviewer's comment. */
            comment: string | null;
        };
        AdminArticle: {
            id: number;
            state: components["schemas"]["ArticleState"];
            /** @description What visitors see (or will, when scheduled); null before the first approval. */
            published: {
                /** @description The approved revision shown (null for an article that predates the back office). */
                revision: number | null;
                /** Format: date-time */
                publishedAt: string;
                views: number;
                fields: components["schemas"]["ArticleFields"];
            } | null;
            /** @description Newest first. */
            revisions: components["schemas"]["ArticleRevision"][];
        };
        AdminArticleSummary: {
            id: number;
            categoryId: number;
            /** @description The latest revision's title (the published one without revisions). */
            title: string;
            state: components["schemas"]["ArticleState"];
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            /** @description The display name of that account (`updatedBy` is its sign-in name). */
            updatedByDisplayName: string | null;
            latestRev: number | null;
        };
        RetireBody: {
            /** @description Why it is retired (shown to the reviewer, kept in the audit). */
            reason: string;
        };
        ProductCreate: {
            /** @description The company it belongs to (one visitors see), for good. */
            companyId: number;
            name: string;
            category: string;
            spec: string;
            /** @description Reference price in 元 per `priceUnit`. */
            price: number;
            priceUnit: string;
            /** @description Empty at first (pictures are uploaded once it has an id); at least one before it is approved. */
            images: string[];
        };
        BrandCreate: {
            /** @description The company it belongs to (one visitors see), for good. */
            companyId: number;
            name: string;
            /** @description The logo's URL (`/webapi/media/logos/…`, one uploadLogo answered); empty for none. */
            logo: string;
        };
        ReviewBody: {
            /** @enum {string} */
            decision: "approve" | "return";
            /** @description Required to send back. */
            comment?: string;
        };
        StoredFile: {
            /** @description The stored name, to put in a draft's `attachments`. */
            file: string;
            name: string;
            url: string;
            size: number;
            pages: number;
            mime: string;
            sha256: string;
        };
        SiteSettings: {
            name: string;
            shortName: string;
            publisher: string;
            compiler: string;
            description: string;
            contact: {
                phone: string;
                email: string;
                address: string;
            };
            /** @description Empty for none. */
            icp: string;
            /** @description 公安备案号 (public-security filing number); empty for none. */
            police: string;
            sections: components["schemas"]["SectionKey"][];
            /** @description The 市场介绍 page's own text (/about), HTML; sanitised when stored, shown above the category's articles. Empty for none; left out, unchanged. */
            about?: string;
            /** @description The 指数介绍 page's own text (/introduce), HTML; sanitised when stored, shown above the category's articles. Empty for none; left out, unchanged. */
            introduce?: string;
            /** @description The site's logo, the URL one uploadSiteLogo answered (`/webapi/media/logos/…`, stored on this site); null for none; left out, unchanged. */
            logo?: string | null;
        };
        AdminArticleResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminArticle"];
        };
        AdminArticlePageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: Omit<components["schemas"]["PageResult"], "list"> & {
                list: components["schemas"]["AdminArticleSummary"][];
            };
        };
        StoredFileResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["StoredFile"];
        };
        /** @description What the trade import asks for and the public trade pages show (外贸设置). */
        TradeSetup: {
            /** @description The figures' unit, e.g. 万美元. */
            unit: string;
            /** @description ISO 4217 code of the values' currency (three letters). */
            currency: string;
            /** @description Who publishes the figures (来源), e.g. the customs office. */
            source: string;
            /** @description Day of the next month on which customs publish a month's figures; null when not announced. */
            releaseDay: number | null;
            /** @description Trade partners (贸易伙伴) in order; each named, unique, at most 40 characters; at most 12. */
            partnerNames: string[];
            /** @description Product groups (产品类别) in order; each named, unique, at most 40 characters; at most 12. */
            productNames: string[];
        };
        /** @description The trade set-up as stored (`TradeSetup`'s fields) and how many trade months are stored. */
        TradeSetupView: {
            unit: string;
            currency: string;
            source: string;
            releaseDay: number | null;
            partnerNames: string[];
            productNames: string[];
            /** @description Trade-month rows stored (every vintage); when above 0 partners and groups may only be renamed or appended. */
            storedMonths: number;
        };
        TradeSetupResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["TradeSetupView"];
        };
        /** @description A new site (`createSite`), its code and its settings. */
        SiteSetup: {
            /** @description The site's code (`siteCode`): lower-case letters, digits and hyphens, 1–40 characters, starting and ending with a letter or digit. */
            code: string;
            settings: components["schemas"]["SiteSettings"];
        };
        /** @description When a family's period is released, Beijing time. */
        ReleaseSlot: {
            /** @description ISO weekday 1 (Monday) – 7, or null for the day after the period ends. */
            weekday: number | null;
            /** @description HH:MM, Beijing. */
            time: string;
        };
        /** @description A new index family (`createIndexFamily`). */
        IndexFamilySetup: {
            /** @description Omitted, the lowest free of 21–25, else one more than the highest. */
            projId?: number;
            frequency: components["schemas"]["Frequency"];
            /** @description Full name, e.g. 南湖茶叶价格指数. */
            name: string;
            shortName: string;
            /** @enum {string} */
            kind: "price" | "climate" | "trade" | "material" | "development";
            /** @description Value of the base period, 100 or 1000. */
            baseValue: number;
            /** @description The base period's key (`2016-01-04`, the Monday of a week; `2020-01`, a month; `2020-Q1`, a quarter); the server derives its label and start date. */
            basePeriod: string;
            /** @description Unit of the values (default 点). */
            unit?: string;
            releaseSlot?: components["schemas"]["ReleaseSlot"];
            /** @description A 环比 move beyond this per cent is a warning in the import check (default 5 weekly, 10 monthly). */
            movePct?: number;
            /** @description A neutral line drawn with the values (e.g. 荣枯线 50), or null. */
            threshold?: number | null;
            /** @description Data source (数据来源). */
            source?: string;
            /** @description Plain-text 编制说明, shown on /data. */
            description?: string;
            valueKinds?: components["schemas"]["ValueKind"][];
        };
        /** @description The fields of a family to change (`updateIndexFamily`); those left out stay. */
        IndexFamilyEdit: {
            /** @description Full name, e.g. 南湖茶叶价格指数. */
            name?: string;
            shortName?: string;
            /** @enum {string} */
            kind?: "price" | "climate" | "trade" | "material" | "development";
            /** @description Value of the base period, 100 or 1000. */
            baseValue?: number;
            /** @description The base period's key (`2016-01-04`, the Monday of a week; `2020-01`, a month; `2020-Q1`, a quarter); the server derives its label and start date. */
            basePeriod?: string;
            /** @description Unit of the values (default 点). */
            unit?: string;
            releaseSlot?: components["schemas"]["ReleaseSlot"];
            /** @description A 环比 move beyond this per cent is a warning in the import check (default 5 weekly, 10 monthly). */
            movePct?: number;
            /** @description A neutral line drawn with the values (e.g. 荣枯线 50), or null. */
            threshold?: number | null;
            /** @description Data source (数据来源). */
            source?: string;
            /** @description Plain-text 编制说明, shown on /data. */
            description?: string;
            valueKinds?: components["schemas"]["ValueKind"][];
        };
        /** @description An index family as stored, for the back office's form, with whether anything of it is published. */
        AdminIndexFamily: {
            projId: number;
            frequency: components["schemas"]["Frequency"];
            /** @description Full name, e.g. 南湖茶叶价格指数. */
            name: string;
            shortName: string;
            /** @enum {string} */
            kind: "price" | "climate" | "trade" | "material" | "development";
            /** @description Value of the base period, 100 or 1000. */
            baseValue: number;
            /** @description The base period's key (`2016-01-04`, the Monday of a week; `2020-01`, a month; `2020-Q1`, a quarter); the server derives its label and start date. */
            basePeriod: string;
            /** @description Unit of the values (default 点). */
            unit: string;
            releaseSlot: components["schemas"]["ReleaseSlot"];
            /** @description A 环比 move beyond this per cent is a warning in the import check (default 5 weekly, 10 monthly). */
            movePct: number;
            /** @description A neutral line drawn with the values (e.g. 荣枯线 50), or null. */
            threshold: number | null;
            /** @description Data source (数据来源). */
            source: string;
            /** @description Plain-text 编制说明, shown on /data. */
            description: string;
            valueKinds: components["schemas"]["ValueKind"][];
            /** @description The base period's label, e.g. 2016年第1周. */
            basePeriodLabel: string;
            /** Format: date */
            basePeriodDate: string;
            depth: number;
            /** @description Whether a period of it has been released (then its base no longer changes). */
            published: boolean;
        };
        AdminIndexFamilyResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminIndexFamily"];
        };
        AdminIndexFamilyListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminIndexFamily"][];
        };
        SiteSettingsResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["SiteSettings"];
        };
        /** @description What the back office edits of a company (its brands, products and index categories stay as they are). */
        CompanyFields: {
            name: string;
            shortName: string;
            industry: string;
            region: string;
            founded: number;
            /** @description Registered capital in 万元. */
            capital: number;
            employees: number;
            tags: string[];
            brief: string;
            /** @description HTML; sanitised by the server before it is stored. */
            introduction: string;
            address: string;
            /** @description Empty for none; else http(s)://… */
            website: string;
            phone: string;
            legalPerson: string;
            /** @description The logo's URL (`/webapi/media/logos/…`, one uploadLogo answered or the one it has); empty for none. */
            logo: string;
            honours: string[];
        };
        CompanyDraft: {
            name: string;
            shortName: string;
            industry: string;
            region: string;
            founded: number;
            /** @description Registered capital in 万元. */
            capital: number;
            employees: number;
            tags: string[];
            brief: string;
            /** @description HTML; sanitised by the server before it is stored. */
            introduction: string;
            address: string;
            /** @description Empty for none; else http(s)://… */
            website: string;
            phone: string;
            legalPerson: string;
            /** @description The logo's URL (`/webapi/media/logos/…`, one uploadLogo answered or the one it has); empty for none. */
            logo: string;
            honours: string[];
            restoredFrom?: number | null;
        };
        CompanyRevision: {
            /** @description Present on a revision that retires it once approved (the editor's reason); its fields are those shown when it was asked. */
            retireReason?: string;
            rev: number;
            state: components["schemas"]["RevisionState"];
            fields: components["schemas"]["CompanyFields"];
            restoredFrom: number | null;
            createdBy: string | null;
            /** @description The display name of that account (`createdBy` is its sign-in name). */
            createdByDisplayName: string | null;
            /** Format: date-time */
            createdAt: string;
            submittedBy: string | null;
            /** @description The display name of that account (`submittedBy` is its sign-in name). */
            submittedByDisplayName: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            reviewedBy: string | null;
            /** @description The display name of that account (`reviewedBy` is its sign-in name). */
            reviewedByDisplayName: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            comment: string | null;
        };
        AdminCompany: {
            /** @description Visitors see it (approved at least once, or imported, and not retired). False for a new one never approved, whose `published.fields` are its latest draft's. */
            onSite?: boolean;
            /**
             * Format: date-time
             * @description When a reviewer approved its retirement (hidden from visitors, kept); null while it is not retired.
             */
            retiredAt?: string | null;
            id: number;
            state: components["schemas"]["ArticleState"];
            published: {
                /** @description The approved revision shown (null for the company as imported). */
                revision: number | null;
                fields: components["schemas"]["CompanyFields"];
            };
            /** @description Newest first. */
            revisions: components["schemas"]["CompanyRevision"][];
        };
        AdminCompanySummary: {
            /**
             * Format: date-time
             * @description When it was retired (hidden from visitors); null while it is not.
             */
            retiredAt?: string | null;
            id: number;
            name: string;
            industry: string;
            region: string;
            state: components["schemas"]["ArticleState"];
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
            /** @description The display name of that account (`updatedBy` is its sign-in name). */
            updatedByDisplayName: string | null;
            latestRev: number | null;
        };
        AdminCompanyResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminCompany"];
        };
        AdminCompanyPageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: Omit<components["schemas"]["PageResult"], "list"> & {
                list: components["schemas"]["AdminCompanySummary"][];
            };
        };
        /** @description What the back office edits of a product (its company stays). */
        ProductFields: {
            /** @description The company it belongs to, named when it is created and fixed from then on (ignored afterwards). */
            companyId?: number;
            name: string;
            category: string;
            spec: string;
            /** @description Reference price in 元 per `priceUnit`. */
            price: number;
            priceUnit: string;
            /** @description The pictures' URLs (`/webapi/media/products/{id}/…`), the first on the product's card. */
            images: string[];
        };
        ProductDraft: {
            /** @description The company it belongs to, named when it is created and fixed from then on (ignored afterwards). */
            companyId?: number;
            name: string;
            category: string;
            spec: string;
            /** @description Reference price in 元 per `priceUnit`. */
            price: number;
            priceUnit: string;
            /** @description The pictures' URLs (`/webapi/media/products/{id}/…`), the first on the product's card. */
            images: string[];
            restoredFrom?: number | null;
        };
        /** @description What the back office edits of a brand (its company and its ranking entries stay). */
        BrandFields: {
            /** @description The company it belongs to, named when it is created and fixed from then on (ignored afterwards). */
            companyId?: number;
            name: string;
            /** @description The logo's URL (`/webapi/media/logos/…`, one uploadLogo answered); empty for none. */
            logo: string;
        };
        BrandDraft: {
            /** @description The company it belongs to, named when it is created and fixed from then on (ignored afterwards). */
            companyId?: number;
            name: string;
            /** @description The logo's URL (`/webapi/media/logos/…`, one uploadLogo answered); empty for none. */
            logo: string;
            restoredFrom?: number | null;
        };
        ProductRevision: {
            /** @description Present on a revision that retires it once approved (the editor's reason); its fields are those shown when it was asked. */
            retireReason?: string;
            rev: number;
            state: components["schemas"]["RevisionState"];
            fields: components["schemas"]["ProductFields"];
            restoredFrom: number | null;
            createdBy: string | null;
            /** @description The display name of that account (`createdBy` is its sign-in name). */
            createdByDisplayName: string | null;
            /** Format: date-time */
            createdAt: string;
            submittedBy: string | null;
            /** @description The display name of that account (`submittedBy` is its sign-in name). */
            submittedByDisplayName: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            reviewedBy: string | null;
            /** @description The display name of that account (`reviewedBy` is its sign-in name). */
            reviewedByDisplayName: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            comment: string | null;
        };
        AdminProduct: {
            /** @description Visitors see it (approved at least once, or imported, and not retired). False for a new one never approved, whose `published.fields` are its latest draft's. */
            onSite?: boolean;
            /**
             * Format: date-time
             * @description When a reviewer approved its retirement (hidden from visitors, kept); null while it is not retired.
             */
            retiredAt?: string | null;
            id: number;
            companyId: number;
            companyName: string;
            state: components["schemas"]["ArticleState"];
            published: {
                /** @description The approved revision shown (null for the product as imported). */
                revision: number | null;
                fields: components["schemas"]["ProductFields"];
            };
            /** @description Newest first. */
            revisions: components["schemas"]["ProductRevision"][];
        };
        AdminProductSummary: {
            /**
             * Format: date-time
             * @description When it was retired (hidden from visitors); null while it is not.
             */
            retiredAt?: string | null;
            id: number;
            name: string;
            companyId: number;
            companyName: string;
            category: string;
            /** @description The card picture as published. */
            image: string;
            state: components["schemas"]["ArticleState"];
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
            /** @description The display name of that account (`updatedBy` is its sign-in name). */
            updatedByDisplayName: string | null;
            latestRev: number | null;
        };
        AdminProductResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminProduct"];
        };
        AdminProductPageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: Omit<components["schemas"]["PageResult"], "list"> & {
                list: components["schemas"]["AdminProductSummary"][];
            };
        };
        BrandRevision: {
            /** @description Present on a revision that retires it once approved (the editor's reason); its fields are those shown when it was asked. */
            retireReason?: string;
            rev: number;
            state: components["schemas"]["RevisionState"];
            fields: components["schemas"]["BrandFields"];
            restoredFrom: number | null;
            createdBy: string | null;
            /** @description The display name of that account (`createdBy` is its sign-in name). */
            createdByDisplayName: string | null;
            /** Format: date-time */
            createdAt: string;
            submittedBy: string | null;
            /** @description The display name of that account (`submittedBy` is its sign-in name). */
            submittedByDisplayName: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            reviewedBy: string | null;
            /** @description The display name of that account (`reviewedBy` is its sign-in name). */
            reviewedByDisplayName: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            comment: string | null;
        };
        AdminBrand: {
            /** @description Visitors see it (approved at least once, or imported, and not retired). False for a new one never approved, whose `published.fields` are its latest draft's. */
            onSite?: boolean;
            /**
             * Format: date-time
             * @description When a reviewer approved its retirement (hidden from visitors, kept); null while it is not retired.
             */
            retiredAt?: string | null;
            brandId: string;
            companyId: number;
            companyName: string;
            state: components["schemas"]["ArticleState"];
            published: {
                /** @description The approved revision shown (null for the brand as imported). */
                revision: number | null;
                fields: components["schemas"]["BrandFields"];
            };
            /** @description Newest first. */
            revisions: components["schemas"]["BrandRevision"][];
        };
        AdminBrandSummary: {
            /**
             * Format: date-time
             * @description When it was retired (hidden from visitors); null while it is not.
             */
            retiredAt?: string | null;
            brandId: string;
            name: string;
            companyId: number;
            companyName: string;
            /** @description As published; empty for none. */
            logo: string;
            state: components["schemas"]["ArticleState"];
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
            /** @description The display name of that account (`updatedBy` is its sign-in name). */
            updatedByDisplayName: string | null;
            latestRev: number | null;
        };
        AdminBrandResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminBrand"];
        };
        AdminBrandPageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: Omit<components["schemas"]["PageResult"], "list"> & {
                list: components["schemas"]["AdminBrandSummary"][];
            };
        };
        /** @description What the back office keeps of a raw material (its quotes come from the import). */
        MaterialFields: {
            name: string;
            spec: string;
            /** @description The price's unit as readers see it (元/吨). */
            unit: string;
            /** @description Its category (钢材, 有色金属…), as RawMaterial.group. */
            group: string;
            /** @description The market the price is quoted on. */
            market: string;
            /** @description Who publishes the quote (shown under the chart). */
            source: string;
            /** @description ISO 4217 (CNY). */
            currency: string;
            /** @description Its weight in the raw-material price index. */
            weight: number;
        };
        MaterialDraft: {
            name: string;
            spec: string;
            unit: string;
            group: string;
            market: string;
            source: string;
            currency: string;
            weight: number;
            restoredFrom?: number | null;
        };
        MaterialRevision: {
            /** @description Present on a revision that retires it once approved (the editor's reason); its fields are those shown when it was asked. */
            retireReason?: string;
            rev: number;
            state: components["schemas"]["RevisionState"];
            fields: components["schemas"]["MaterialFields"];
            restoredFrom: number | null;
            createdBy: string | null;
            /** @description The display name of that account (`createdBy` is its sign-in name). */
            createdByDisplayName: string | null;
            /** Format: date-time */
            createdAt: string;
            submittedBy: string | null;
            /** @description The display name of that account (`submittedBy` is its sign-in name). */
            submittedByDisplayName: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            reviewedBy: string | null;
            /** @description The display name of that account (`reviewedBy` is its sign-in name). */
            reviewedByDisplayName: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            comment: string | null;
        };
        AdminMaterial: {
            /** @description Visitors see it (approved at least once, or imported, and not retired). False for a new one never approved, whose `published.fields` are its latest draft's. */
            onSite?: boolean;
            /**
             * Format: date-time
             * @description When a reviewer approved its retirement (hidden from visitors, kept); null while it is not retired.
             */
            retiredAt?: string | null;
            materialId: string;
            state: components["schemas"]["ArticleState"];
            published: {
                /** @description The approved revision shown (null for the raw material as imported). */
                revision: number | null;
                fields: components["schemas"]["MaterialFields"];
            };
            /** @description Newest first. */
            revisions: components["schemas"]["MaterialRevision"][];
        };
        AdminMaterialSummary: {
            /**
             * Format: date-time
             * @description When it was retired (hidden from visitors); null while it is not.
             */
            retiredAt?: string | null;
            materialId: string;
            name: string;
            spec: string;
            unit: string;
            group: string;
            state: components["schemas"]["ArticleState"];
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
            /** @description The display name of that account (`updatedBy` is its sign-in name). */
            updatedByDisplayName: string | null;
            latestRev: number | null;
        };
        AdminMaterialResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["AdminMaterial"];
        };
        AdminMaterialPageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: Omit<components["schemas"]["PageResult"], "list"> & {
                list: components["schemas"]["AdminMaterialSummary"][];
            };
        };
        StoredImage: {
            /** @description Where it is served (`/webapi/media/…`). */
            url: string;
            contentType: string;
            width: number;
            height: number;
            /** @description Bytes as stored. */
            size: number;
        };
        StoredImageResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["StoredImage"];
        };
        /**
         * @description What is published: an index period, raw-material quotes (a quote day), trade figures (a month) or a brand-ranking edition (a year).
         * @enum {string}
         */
        PublishingDataset: "index" | "materials" | "trade" | "brands";
        ImportIssue: {
            /** @enum {string} */
            level: "error" | "warning";
            /** @description What was checked (`unknown-code`, `missing-code`, `duplicate-code`, `empty-value`, `not-a-number`, `out-of-range`, `parent-mismatch`, `mismatch-cause`, `mom-mismatch`, `yoy-mismatch`, `large-move`, `revision`, `wrong-template`, `no-header`, `sum-mismatch`, `too-many`, `off-cycle`; for a classification `empty-name`, `unknown-parent`, `level-mismatch`, `too-deep`, `cycle`, `root`, `weight-sum`, `empty-weight`, `empty-level`, `missing-column`, `empty-tree`, `no-change`…). */
            rule: string;
            sheet: string | null;
            /** @description As Excel numbers it; null for the file as a whole. */
            row: number | null;
            column: string | null;
            value: string | null;
            /** @description 中文（English） */
            message: string;
        };
        ImportReport: {
            /** @description A back-load's extent (importIndexHistory); absent for a period's import. Its `values` are not listed. */
            history?: {
                /** @enum {string|null} */
                layout: "long" | "wide" | null;
                periods: number;
                first: string | null;
                last: string | null;
                /** @description How many values the file gives. */
                values: number;
            } | null;
            /** @description The checked values as submitted (an index's in its tree's order, with names; another dataset's by code, without); null when there are errors. */
            values: {
                id: string;
                name: string | null;
                value: number;
            }[] | null;
            id: number;
            dataset: components["schemas"]["PublishingDataset"];
            /** @description The index family; 0 for the other datasets. */
            projId: number;
            period: string;
            label: string;
            fileName: string;
            sha256: string;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            errors: number;
            warnings: number;
            issues: components["schemas"]["ImportIssue"][];
            revision: {
                changed: number;
            } | null;
            /** @description What visitors will see change; null when there are errors. */
            preview: {
                root: {
                    id: string;
                    name: string;
                    value: number;
                    previous: number | null;
                    changePct: number | null;
                };
                up: number;
                down: number;
                flat: number;
                /** @description A revision's changed values, old and new. */
                changes: {
                    id: string;
                    name: string;
                    old: number | null;
                    new: number;
                }[];
                /** @description The public answers with the period in place (the same functions as /webapi/index/*): the headline and its generated summary as visitors will read them. Absent in reports stored before it existed. */
                visitor?: {
                    family: components["schemas"]["IndexFamily"];
                    snapshot: components["schemas"]["IndexSnapshot"];
                    tree: components["schemas"]["IndexNode"][];
                };
            } | null;
        };
        PublishingFamily: {
            projId: number;
            name: string;
            frequency: components["schemas"]["Frequency"];
            latest: {
                period: string;
                label: string;
                /** Format: date-time */
                publishedAt: string;
            } | null;
            next: {
                period: string;
                label: string;
                /** Format: date-time */
                slot: string;
                /** @description Whether an import of this period is taken today (false before its first day, when the period before it is already released or scheduled). */
                importable: boolean;
                /**
                 * Format: date
                 * @description The first day (Beijing) an import of this period is taken, e.g. 2026-11-30.
                 */
                importableFrom: string;
            };
        };
        IndexPublication: {
            id: number;
            dataset: components["schemas"]["PublishingDataset"];
            /** @description The index family; 0 for the other datasets. */
            projId: number;
            period: string;
            label: string;
            /**
             * @description `history`: a back-load of many periods (`period` its first, `label` its extent), published at approval as their first vintage.
             * @enum {string}
             */
            kind: "new" | "revision" | "history";
            /**
             * @description `approved` until its time comes, then `published`; `withdrawn` once a reviewer took it back.
             * @enum {string}
             */
            state: "submitted" | "returned" | "approved" | "published" | "withdrawn";
            reason: string | null;
            /** Format: date-time */
            publishAt: string | null;
            /** Format: date-time */
            publishedAt: string | null;
            importId: number;
            importedBy: string | null;
            /** @description The display name of that account (`importedBy` is its sign-in name). */
            importedByDisplayName: string | null;
            submittedBy: string | null;
            /** @description The display name of that account (`submittedBy` is its sign-in name). */
            submittedByDisplayName: string | null;
            /** Format: date-time */
            submittedAt: string;
            reviewedBy: string | null;
            /** @description The display name of that account (`reviewedBy` is its sign-in name). */
            reviewedByDisplayName: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            comment: string | null;
            errors: number;
            warnings: number;
            /** @description A new weekly period's 指数评论, drafted from its numbers on approval (an article an editor completes and submits; it appears with the release). One per period - a period released again after a withdrawal names the same article, redrafted from the new numbers as a new revision while no person has touched it, kept as it is once an editor has written in, submitted or published it. */
            commentaryId: number | null;
            withdrawnBy: string | null;
            /** @description The display name of that account (`withdrawnBy` is its sign-in name). */
            withdrawnByDisplayName: string | null;
            /** Format: date-time */
            withdrawnAt: string | null;
            withdrawReason: string | null;
            /**
             * Format: date-time
             * @description An index period's release slot (its family's calendar), what a new period follows when neither the submitter nor the reviewer chose a time; null for the other datasets.
             */
            slotAt: string | null;
        };
        WithdrawPublicationBody: {
            /** @description Why it is taken back (required; kept with the publication, and shown to visitors for a revision). */
            reason: string;
        };
        SubmitPublicationBody: {
            importId: number;
            /** @description Required for a revision; visitors read it. */
            reason?: string | null;
            /** Format: date-time */
            publishAt?: string | null;
        };
        ReviewPublicationBody: {
            /** @enum {string} */
            decision: "approve" | "return";
            comment?: string | null;
            acknowledgeWarnings?: boolean;
            /** @description Approving: release at once, not at the time asked at submission nor at the family's slot (what `npm run release -- publish <id>` sends). */
            publishNow?: boolean;
            /**
             * Format: date-time
             * @description Approving an index release: the reviewer's chosen time, before the time asked at submission and the family's slot (`publishNow` comes first and may not be sent with it). Refused for the other datasets (published on approval) and when it has passed (a minute's grace: then at once).
             */
            publishAt?: string | null;
        };
        CatalogueImportResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["CatalogueImport"];
        };
        CatalogueImport: {
            errors: number;
            issues: components["schemas"]["ImportIssue"][];
            /** @description What was created (submitted for review; the products as drafts); null when the file had errors (nothing was written). */
            created: {
                companies: {
                    id: number;
                    name: string;
                }[];
                products: {
                    id: number;
                    name: string;
                }[];
                brands: {
                    brandId: string;
                    name: string;
                }[];
                materials: {
                    materialId: string;
                    name: string;
                }[];
            } | null;
        };
        ImportReportResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["ImportReport"];
        };
        IndexPublicationResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["IndexPublication"];
        };
        IndexPublicationListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["IndexPublication"][];
        };
        PublishingFamilyListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["PublishingFamily"][];
        };
        ClassificationNode: {
            id: string;
            parentId: string | null;
            name: string;
            enName: string;
            level: number;
            /** @description Per cent of the composite, as the public tree answers it. */
            weight: number;
            /** @description Per cent of the parent, as the workbook gives it (the root 100). */
            share: number;
        };
        /** @description A checked classification workbook of a family (issue 45); `id` null when it has errors (nothing was kept). */
        ClassificationChange: {
            id: number | null;
            projId: number;
            validFrom: string;
            /** @description The period validFrom as it reads (2026年10月). */
            label: string;
            note: string;
            fileName: string;
            /** @enum {string|null} */
            state: "checked" | "submitted" | "returned" | "approved" | null;
            errors: number;
            warnings: number;
            issues: components["schemas"]["ImportIssue"][];
            /** @description What it changes against the tree in force at validFrom, shallowest first (IndexBreak's words). */
            changes: components["schemas"]["IndexTreeChange"][];
            counts: {
                nodes: number;
                added: number;
                removed: number;
                renamed: number;
                moved: number;
                reweighted: number;
            };
            nodes: components["schemas"]["ClassificationNode"][];
            createdBy: string | null;
            createdAt: string | null;
            submittedBy: string | null;
            submittedAt: string | null;
            reviewedBy: string | null;
            reviewedAt: string | null;
            comment: string | null;
        };
        ReviewClassificationBody: {
            /** @enum {string} */
            decision: "approve" | "return";
            comment?: string | null;
        };
        ClassificationChangeResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["ClassificationChange"];
        };
        ClassificationChangeListResponse: Omit<components["schemas"]["ApiResponse"], "data"> & {
            data: components["schemas"]["ClassificationChange"][];
        };
    };
    responses: {
        /** @description No session or API token, an ended or idle session, a revoked token, or a wrong name or password (`errorCode` `UNAUTHENTICATED`). */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "UNAUTHENTICATED",
                 *       "errorMessage": "请先登录（Please sign in.）",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The role may not do this (`FORBIDDEN`); a write with a session but without its `X-XSRF-TOKEN` (`XSRF`);
         *     or the account must change its one-time password first (`PASSWORD_CHANGE_REQUIRED`).
         *      */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "FORBIDDEN",
                 *       "errorMessage": "您的角色无权执行此操作（Your role may not do this.）",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The change conflicts with what is stored (`errorCode` `CONFLICT`), e.g. a name that exists. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "CONFLICT",
                 *       "errorMessage": "账号 zhang 已存在（The account zhang exists already.）",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many failed sign-ins for the name or from the address (`errorCode` `TOO_MANY_ATTEMPTS`). */
        TooManyAttempts: {
            headers: {
                /** @description Seconds until a sign-in is accepted again. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "TOO_MANY_ATTEMPTS",
                 *       "errorMessage": "登录失败次数过多，请 15 分钟后再试（Too many failed sign-ins: try again in 15 min.）",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Invalid parameters (`errorCode` `BAD_REQUEST`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "BAD_REQUEST",
                 *       "errorMessage": "projId 必须是整数",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unknown id or a path no operation has (`errorCode` `NOT_FOUND`), or unknown site (`errorCode` `UNKNOWN_SITE`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A method the path does not have (`errorCode` `METHOD_NOT_ALLOWED`): anything but `GET` / `HEAD` on a
         *     visitors' resource or an unknown path, or a method a back-office path lacks. Not listed under each
         *     operation: every `/webapi` path answers it.
         *      */
        MethodNotAllowed: {
            headers: {
                /** @description The methods the path has (`GET, HEAD` for the visitors' resources and unknown paths). */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "METHOD_NOT_ALLOWED",
                 *       "errorMessage": "接口不支持 POST 请求，只接受 GET 和 HEAD",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Server error (`errorCode` `INTERNAL`). */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "INTERNAL",
                 *       "errorMessage": "服务器内部错误",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is larger than the operation accepts (`errorCode` `TOO_LARGE`). */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "TOO_LARGE",
                 *       "errorMessage": "文件超过 20 MB（The file is larger than 20 MB.）",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The database cannot be reached (`errorCode` `UNAVAILABLE`); try again later. */
        Unavailable: {
            headers: {
                /** @description Seconds after which a retry may succeed. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "success": false,
                 *       "data": null,
                 *       "errorCode": "UNAVAILABLE",
                 *       "errorMessage": "数据库暂时无法访问，请稍后重试（The database is unavailable; please try again shortly.）",
                 *       "showType": 2
                 *     } */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description An account's id. */
        AccountId: number;
        /** @description An API token's id. */
        TokenId: number;
        /** @description Only what this account (its sign-in name) did. */
        AuditAccount: string;
        /** @description Only this action, e.g. `session.sign_in`, `account.create`, `api_token.revoke`. */
        AuditAction: string;
        /** @description Only what was done to this kind of thing, e.g. `account`, `api_token`. */
        AuditEntity: string;
        /** @description From this day (Beijing time, inclusive). */
        AuditFrom: string;
        /** @description Up to this day (Beijing time, inclusive). */
        AuditTo: string;
        /** @description Only entries whose id, before or after contain this text (case-insensitive). */
        AuditText: string;
        /** @description An article's id. */
        AdminArticleId: number;
        /** @description A company's id. */
        AdminCompanyId: number;
        /** @description A product's id. */
        AdminProductId: number;
        /** @description A brand's id (`B12-1`). */
        AdminBrandId: string;
        /** @description A raw material's id (`steel-q235`, or `M3` for one the back office created). */
        AdminMaterialId: string;
        /** @description A revision's number within its article, from 1. */
        RevisionNumber: number;
        /** @description Only articles of this category. */
        AdminCategoryId: number;
        /** @description Only articles in this state. */
        ArticleState: components["schemas"]["ArticleState"];
        /** @description What the template or import is for: `index` (absent: the index family `projId`), `materials`, `trade` or `brands`. */
        PublishingDataset: "index" | "materials" | "trade" | "brands";
        /**
         * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
         *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
         *     backend's default site.
         *
         * @example qingxi-hardware
         */
        SiteCode: string;
        /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
        Current: number;
        /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
        PageSize: number;
        /** @description Free-text search, case-insensitive substring match. Empty or blank means no filter. */
        Keyword: string;
        /**
         * @description Index project id (21–25).
         * @example 21
         */
        ProjIdPath: number;
        /**
         * @description Index project id (21–25).
         * @example 21
         */
        ProjIdQuery: number;
        /**
         * @description Answer as published on this day (Beijing calendar, `YYYY-MM-DD`): only the periods released by the end of
         *     that day, each value in the vintage in force then (a later revision supersedes a value, it never
         *     overwrites it). Without it, the latest vintage of every released period. A malformed or impossible date
         *     → 400 `BAD_REQUEST`; a day before the family's first release → 404 `NOT_FOUND`.
         *
         * @example 2026-08-15
         */
        AsOf: string;
        /**
         * @description First period key, inclusive — `YYYY-MM-DD` (week start) for weekly families, `YYYY-MM` for monthly ones, `YYYY-Qn` for quarterly ones. Default the first period. The other form, a date or month that does not exist, or a `from` after `to` → 400 `BAD_REQUEST`.
         * @example 2024-01-01
         */
        PeriodFrom: string;
        /**
         * @description Last period key, inclusive — `YYYY-MM-DD` (week start) for weekly families, `YYYY-MM` for monthly ones, `YYYY-Qn` for quarterly ones. Default the latest period. The other form or a date or month that does not exist → 400 `BAD_REQUEST`.
         * @example 2025-03-03
         */
        PeriodTo: string;
        /**
         * @description First date, `YYYY-MM-DD`, inclusive. Anything else (`2025-02-30`, `2025-01-01T00:00`, `20250101`) or a `from` after `to` → 400 `BAD_REQUEST`.
         * @example 2024-01-01
         */
        DateFrom: string;
        /**
         * @description Last date, `YYYY-MM-DD`, inclusive. Anything else → 400 `BAD_REQUEST`.
         * @example 2025-03-07
         */
        DateTo: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSite: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site. A body with `success false` is an error even with HTTP 200. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBoot: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /**
                 * @description The route the visit opens on (after the device rule): a page, or an article's or a company's page
                 *     with its id; the phone routes carry `/mobile`.
                 *
                 * @example /mobile/article/100567
                 */
                route: string;
                /**
                 * @description A search route's words, its `?q=` as the address has it; read as the page reads it (trimmed, each run
                 *     of spaces one, at most 50 characters). Without words a search route's first screen asks nothing.
                 *     Other routes ignore it.
                 *
                 * @example 不锈钢 水槽
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route's first-screen answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BootResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getConstants: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The constants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteConstantsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listIndexFamilies: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The families, ordered by projId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexFamilyListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getIndexTree: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Index project id (21–25).
                 * @example 21
                 */
                projId: components["parameters"]["ProjIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Root nodes (normally one, the composite index 总指数). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexNodeListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getIndexSeries: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /**
                 * @description Index project id (21–25).
                 * @example 21
                 */
                projId: components["parameters"]["ProjIdQuery"];
                /**
                 * @description Answer as published on this day (Beijing calendar, `YYYY-MM-DD`): only the periods released by the end of
                 *     that day, each value in the vintage in force then (a later revision supersedes a value, it never
                 *     overwrites it). Without it, the latest vintage of every released period. A malformed or impossible date
                 *     → 400 `BAD_REQUEST`; a day before the family's first release → 404 `NOT_FOUND`.
                 *
                 * @example 2026-08-15
                 */
                asOf?: components["parameters"]["AsOf"];
                /**
                 * @description Comma-separated node ids (`IndexNode.id`), e.g. `nodeIds=n21,n21-01`.
                 * @example [
                 *       "n21",
                 *       "n21-01"
                 *     ]
                 */
                nodeIds?: string[];
                /**
                 * @description First period key, inclusive — `YYYY-MM-DD` (week start) for weekly families, `YYYY-MM` for monthly ones, `YYYY-Qn` for quarterly ones. Default the first period. The other form, a date or month that does not exist, or a `from` after `to` → 400 `BAD_REQUEST`.
                 * @example 2024-01-01
                 */
                from?: components["parameters"]["PeriodFrom"];
                /**
                 * @description Last period key, inclusive — `YYYY-MM-DD` (week start) for weekly families, `YYYY-MM` for monthly ones, `YYYY-Qn` for quarterly ones. Default the latest period. The other form or a date or month that does not exist → 400 `BAD_REQUEST`.
                 * @example 2025-03-03
                 */
                to?: components["parameters"]["PeriodTo"];
                /**
                 * @description `points` (default): an object per period (`IndexSeries`); `columns`: one array per field (`IndexSeriesColumns`).
                 * @example columns
                 */
                layout?: "points" | "columns";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexSeriesListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getIndexSnapshot: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /**
                 * @description Index project id (21–25).
                 * @example 21
                 */
                projId: components["parameters"]["ProjIdQuery"];
                /**
                 * @description Answer as published on this day (Beijing calendar, `YYYY-MM-DD`): only the periods released by the end of
                 *     that day, each value in the vintage in force then (a later revision supersedes a value, it never
                 *     overwrites it). Without it, the latest vintage of every released period. A malformed or impossible date
                 *     → 400 `BAD_REQUEST`; a day before the family's first release → 404 `NOT_FOUND`.
                 *
                 * @example 2026-08-15
                 */
                asOf?: components["parameters"]["AsOf"];
                /**
                 * @description Period key (`YYYY-MM-DD` week start for weekly families, `YYYY-MM` for monthly ones, `YYYY-Qn` for quarterly ones; the other form, or a date or month that does not exist → 400). Default the latest period.
                 * @example 2025-03-03
                 */
                period?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexSnapshotResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listArticles: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /**
                 * @description Category id — report 220, comment 214, info 213, brand 221, about 216, introduce 212.
                 * @example 214
                 */
                categoryId: number;
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Free-text search, case-insensitive substring match. Empty or blank means no filter. */
                keyword?: components["parameters"]["Keyword"];
                /**
                 * @description Publication year (Beijing time).
                 * @example 2026
                 */
                year?: number;
                /**
                 * @description Publication month 1–12; only together with `year`.
                 * @example 3
                 */
                month?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of article summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticlePageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getArticle: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Article id.
                 * @example 1024
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFile: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description File name as it appears in `Attachment.url` (URL-encoded when it contains non-ASCII characters).
                 * @example report-2025-02.pdf
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /**
                     * @description `attachment` with an ASCII `filename` and the visitor's UTF-8 name in `filename*` (RFC 6266 / 5987).
                     * @example attachment; filename="report-2025-02.pdf"; filename*=UTF-8''2025%E5%B9%B42%E6%9C%88%E9%9D%92%E6%BA%AA%E4%BA%94%E9%87%91%E6%8C%87%E6%95%B0%E6%8A%A5%E5%91%8A.pdf
                     */
                    "Content-Disposition"?: string;
                    /** @description Size in bytes (equals `Attachment.size`). */
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getArticleFeed: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Category id — report 220, comment 214, info 213, brand 221, about 216, introduce 212.
                 * @example 214
                 */
                categoryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <?xml version="1.0" encoding="UTF-8"?>
                     *     <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
                     *     <channel>
                     *     <title>青溪五金产业指数 · 指数评论</title>
                     *     <link>https://index.example.com/#/comment</link>
                     *     …
                     *     <item>
                     *     <title>青溪五金价格指数周评（2026年第46周）</title>
                     *     <link>https://index.example.com/#/article/100566</link>
                     *     <guid isPermaLink="false">qingxi-hardware:article:100566</guid>
                     *     <pubDate>Mon, 16 Nov 2026 15:00:00 +0800</pubDate>
                     *     …
                     *      */
                    "application/rss+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getReleaseCalendar: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar. */
            200: {
                headers: {
                    /** @description `inline` with a file name, e.g. `inline; filename="index-releases.ics"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     …
                     *     BEGIN:VEVENT
                     *     UID:release-21-2026-11-16@qingxi-hardware
                     *     DTSTAMP:20261120T160000Z
                     *     DTSTART;TZID=Asia/Shanghai:20261123T100000
                     *     DURATION:PT30M
                     *     SUMMARY:青溪五金价格指数 2026年第47周 发布
                     *     …
                     *     END:VEVENT
                     *     END:VCALENDAR
                     *      */
                    "text/calendar": string;
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listMaterials: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every raw material the site tracks, with its latest quote and change on the previous quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RawMaterialListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMaterialPrices: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /**
                 * @description First date, `YYYY-MM-DD`, inclusive. Anything else (`2025-02-30`, `2025-01-01T00:00`, `20250101`) or a `from` after `to` → 400 `BAD_REQUEST`.
                 * @example 2024-01-01
                 */
                from?: components["parameters"]["DateFrom"];
                /**
                 * @description Last date, `YYYY-MM-DD`, inclusive. Anything else → 400 `BAD_REQUEST`.
                 * @example 2025-03-07
                 */
                to?: components["parameters"]["DateTo"];
            };
            header?: never;
            path: {
                /**
                 * @description Raw material id (`RawMaterial.id`).
                 * @example steel-q235
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The material and its quotes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialPriceSeriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTrade: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /**
                 * @description First month, `YYYY-MM`, inclusive.
                 * @example 2024-01
                 */
                from?: string;
                /**
                 * @description Last month, `YYYY-MM`, inclusive.
                 * @example 2024-12
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trade data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradeDataResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTradeBreakdown: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description The split, `partner` (default) or `category`. */
                by?: "partner" | "category";
                /** @description First month, `YYYY-MM`, inclusive. */
                from?: string;
                /** @description Last month, `YYYY-MM`, inclusive. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The breakdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradeBreakdownResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBrandRanking: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /**
                 * @description Ranking year. Default the latest.
                 * @example 2024
                 */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ranking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandRankingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBrandHistory: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Brand id, as in `BrandRankItem.brandId` or `CompanyDetail.brands[].brandId`.
                 * @example B1003-1
                 */
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand's history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Free-text search, case-insensitive substring match. Empty or blank means no filter. */
                keyword?: components["parameters"]["Keyword"];
                /** @description Industry (one of `CompanyPage.industries`). */
                industry?: string;
                /**
                 * @description Region (one of `CompanyPage.regions`), exact match.
                 * @example 经济开发区
                 */
                region?: string;
                /**
                 * @description Tag (one of `CompanyPage.tags`); only companies with this tag.
                 * @example 专精特新
                 */
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCompany: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Company id.
                 * @example 301
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Free-text search, case-insensitive substring match. Empty or blank means no filter. */
                keyword?: components["parameters"]["Keyword"];
                /** @description Product category (one of `ProductPage.categories`). */
                category?: string;
                /** @description Only products of this company. */
                companyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCompanyLogo: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description `{companyId}.svg` (the demo's), or `{16 hex}.webp` (uploaded).
                 * @example 1002.svg
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo, an SVG document (UTF-8) with a `<title>` naming the company. */
            200: {
                headers: {
                    /** @description `public, max-age=86400`. */
                    "Cache-Control"?: string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example <svg xmlns="http://www.w3.org/2000/svg" width="112" height="112" viewBox="0 0 112 112" role="img"><title>青溪金鼎实业有限公司</title>…<text …>金鼎</text>…</svg> */
                    "image/svg+xml": string;
                    "image/webp": string;
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getProductImage: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Product id.
                 * @example 10001
                 */
                id: number;
                /**
                 * @description `1.svg`, `2.svg` or `3.svg` (the demo's), or `{16 hex}.webp` (uploaded).
                 * @example 1.svg
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture, an SVG document (UTF-8) with a `<title>` naming the product. */
            200: {
                headers: {
                    /** @description `public, max-age=86400`. */
                    "Cache-Control"?: string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example <svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720" role="img"><title>专业级钢丝钳 OG-3093</title>…</svg> */
                    "image/svg+xml": string;
                    "image/webp": string;
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDataShow: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The showcase data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataShowResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    searchSite: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description The words, 1–50 characters, at most five words. */
                q: string;
                /** @description Hits listed per group (default 5). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hits, grouped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInBody"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /** @description `iip_session=…; HttpOnly; SameSite=Strict; Path=/` and `XSRF-TOKEN=…; SameSite=Strict; Path=/` */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            429: components["responses"]["TooManyAttempts"];
            503: components["responses"]["Unavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordBody"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccountListResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAccountBody"];
            };
        };
        responses: {
            /** @description Created; the one-time password must be changed at the first sign-in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountWithPasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's id. */
                id: components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAccountBody"];
            };
        };
        responses: {
            /** @description Changed (`oneTimePassword` set for a reset). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountWithPasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, revoked ones too. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenListResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiTokenBody"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiTokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An API token's id. */
                id: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAudit: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only what this account (its sign-in name) did. */
                account?: components["parameters"]["AuditAccount"];
                /** @description Only this action, e.g. `session.sign_in`, `account.create`, `api_token.revoke`. */
                action?: components["parameters"]["AuditAction"];
                /** @description Only what was done to this kind of thing, e.g. `account`, `api_token`. */
                entity?: components["parameters"]["AuditEntity"];
                /** @description From this day (Beijing time, inclusive). */
                from?: components["parameters"]["AuditFrom"];
                /** @description Up to this day (Beijing time, inclusive). */
                to?: components["parameters"]["AuditTo"];
                /** @description Only entries whose id, before or after contain this text (case-insensitive). */
                text?: components["parameters"]["AuditText"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the trail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    exportAudit: {
        parameters: {
            query?: {
                /** @description Only what this account (its sign-in name) did. */
                account?: components["parameters"]["AuditAccount"];
                /** @description Only this action, e.g. `session.sign_in`, `account.create`, `api_token.revoke`. */
                action?: components["parameters"]["AuditAction"];
                /** @description Only what was done to this kind of thing, e.g. `account`, `api_token`. */
                entity?: components["parameters"]["AuditEntity"];
                /** @description From this day (Beijing time, inclusive). */
                from?: components["parameters"]["AuditFrom"];
                /** @description Up to this day (Beijing time, inclusive). */
                to?: components["parameters"]["AuditTo"];
                /** @description Only entries whose id, before or after contain this text (case-insensitive). */
                text?: components["parameters"]["AuditText"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `id,at,account,action,entity,entityId,address,before,after` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    verifyAudit: {
        parameters: {
            query?: {
                /** @description A head noted earlier, `<seq>:<hash>`. */
                expect?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerdictResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAdminArticles: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only articles of this category. */
                categoryId?: components["parameters"]["AdminCategoryId"];
                /** @description Only articles in this state. */
                state?: components["parameters"]["ArticleState"];
                /** @description Only entries whose id, before or after contain this text (case-insensitive). */
                text?: components["parameters"]["AuditText"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticlePageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createArticle: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleDraft"];
            };
        };
        responses: {
            /** @description Created; nothing is public until a reviewer approves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminArticle: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description An article's id. */
                id: components["parameters"]["AdminArticleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    saveArticleRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description An article's id. */
                id: components["parameters"]["AdminArticleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleDraft"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitArticleRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description An article's id. */
                id: components["parameters"]["AdminArticleId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Submitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    reviewArticleRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description An article's id. */
                id: components["parameters"]["AdminArticleId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewBody"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    uploadFile: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description The file's name as the visitor will see it (`2025年2月指数报告.pdf`). */
                filename: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description Stored (or already stored with the same bytes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredFileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSiteSettings: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateSiteSettings: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSettings"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTradeSetup: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The set-up and how many trade months are stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradeSetupResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateTradeSetup: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TradeSetup"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradeSetupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSetup"];
            };
        };
        responses: {
            /** @description The new site, as `getSite` answers it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    listIndexFamiliesAdmin: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The families in the site's order, published or not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminIndexFamilyListResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createIndexFamily: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndexFamilySetup"];
            };
        };
        responses: {
            /** @description The family as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminIndexFamilyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateIndexFamily: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                projId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndexFamilyEdit"];
            };
        };
        responses: {
            /** @description The family as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminIndexFamilyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAdminCompanies: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only articles in this state. */
                state?: components["parameters"]["ArticleState"];
                /** @description Only entries whose id, before or after contain this text (case-insensitive). */
                text?: components["parameters"]["AuditText"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createCompany: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyDraft"];
            };
        };
        responses: {
            /** @description Created; nothing is public until a reviewer approves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminCompany: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A company's id. */
                id: components["parameters"]["AdminCompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    retireCompany: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A company's id. */
                id: components["parameters"]["AdminCompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetireBody"];
            };
        };
        responses: {
            /** @description Submitted for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    saveCompanyRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A company's id. */
                id: components["parameters"]["AdminCompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyDraft"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitCompanyRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A company's id. */
                id: components["parameters"]["AdminCompanyId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    reviewCompanyRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A company's id. */
                id: components["parameters"]["AdminCompanyId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewBody"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAdminProducts: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only articles in this state. */
                state?: components["parameters"]["ArticleState"];
                /** @description Only entries whose id, before or after contain this text (case-insensitive). */
                text?: components["parameters"]["AuditText"];
                /** @description Only this company's products. */
                companyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createProduct: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCreate"];
            };
        };
        responses: {
            /** @description Created; nothing is public until a reviewer approves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminProduct: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A product's id. */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    retireProduct: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A product's id. */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetireBody"];
            };
        };
        responses: {
            /** @description Submitted for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    saveProductRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A product's id. */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductDraft"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitProductRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A product's id. */
                id: components["parameters"]["AdminProductId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    reviewProductRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A product's id. */
                id: components["parameters"]["AdminProductId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewBody"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    uploadProductImage: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A product's id. */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description Stored (or already stored with the same bytes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredImageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAdminBrands: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only articles in this state. */
                state?: components["parameters"]["ArticleState"];
                /** @description Only entries whose id, before or after contain this text (case-insensitive). */
                text?: components["parameters"]["AuditText"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrandPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createBrand: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandCreate"];
            };
        };
        responses: {
            /** @description Created; nothing is public until a reviewer approves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminBrand: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A brand's id (`B12-1`). */
                brandId: components["parameters"]["AdminBrandId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    retireBrand: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A brand's id (`B12-1`). */
                brandId: components["parameters"]["AdminBrandId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetireBody"];
            };
        };
        responses: {
            /** @description Submitted for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    saveBrandRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A brand's id (`B12-1`). */
                brandId: components["parameters"]["AdminBrandId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandDraft"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitBrandRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A brand's id (`B12-1`). */
                brandId: components["parameters"]["AdminBrandId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    reviewBrandRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A brand's id (`B12-1`). */
                brandId: components["parameters"]["AdminBrandId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewBody"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAdminMaterials: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description Page number, from 1 (default 1). A page beyond the last answers the last page, and the answer carries that `current`. Not an integer, or below 1 → 400 `BAD_REQUEST`. */
                current?: components["parameters"]["Current"];
                /** @description Items per page, 1–100, default 10. Not an integer, below 1 or above 100 → 400 `BAD_REQUEST`. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only articles in this state. */
                state?: components["parameters"]["ArticleState"];
                /** @description Only entries whose id, before or after contain this text (case-insensitive). */
                text?: components["parameters"]["AuditText"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMaterialPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createMaterial: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialDraft"];
            };
        };
        responses: {
            /** @description Created; nothing is public until a reviewer approves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMaterialResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminMaterial: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A raw material's id (`steel-q235`, or `M3` for one the back office created). */
                materialId: components["parameters"]["AdminMaterialId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMaterialResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    retireMaterial: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A raw material's id (`steel-q235`, or `M3` for one the back office created). */
                materialId: components["parameters"]["AdminMaterialId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetireBody"];
            };
        };
        responses: {
            /** @description Submitted for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMaterialResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    saveMaterialRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A raw material's id (`steel-q235`, or `M3` for one the back office created). */
                materialId: components["parameters"]["AdminMaterialId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialDraft"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMaterialResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitMaterialRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A raw material's id (`steel-q235`, or `M3` for one the back office created). */
                materialId: components["parameters"]["AdminMaterialId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMaterialResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    reviewMaterialRevision: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /** @description A raw material's id (`steel-q235`, or `M3` for one the back office created). */
                materialId: components["parameters"]["AdminMaterialId"];
                /** @description A revision's number within its article, from 1. */
                rev: components["parameters"]["RevisionNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewBody"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMaterialResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCatalogueTemplate: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    importCatalogue: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                filename: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description The report; what was created when nothing was wrong. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueImportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    uploadLogo: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description Stored (or already stored with the same bytes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredImageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    uploadSiteLogo: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description Stored (or already stored with the same bytes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredImageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    listPublishingFamilies: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishingFamilyListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    getIndexTemplate: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description What the template or import is for: `index` (absent: the index family `projId`), `materials`, `trade` or `brands`. */
                dataset?: components["parameters"]["PublishingDataset"];
                /** @description The index family; required for the index, not used by the other datasets. */
                projId?: number;
                /** @description The index: `2026-11-23` (a week, its Monday), `2026-10` (a month) or `2026-Q3` (a quarter). materials: the quote day
                 *     (`2026-11-20`); trade: the month (`2026-10`); brands: the edition's year (`2026`).
                 *      */
                period: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    importIndexFigures: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description What the template or import is for: `index` (absent: the index family `projId`), `materials`, `trade` or `brands`. */
                dataset?: components["parameters"]["PublishingDataset"];
                /** @description The index family; required for the index, not used by the other datasets. */
                projId?: number;
                /** @description The index: `2026-11-23` (a week, its Monday), `2026-10` (a month) or `2026-Q3` (a quarter). materials: the quote day
                 *     (`2026-11-20`); trade: the month (`2026-10`); brands: the edition's year (`2026`).
                 *      */
                period: string;
                filename: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    importIndexHistory: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                filename: string;
            };
            header?: never;
            path: {
                projId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    getIndexImport: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getIndexImportFile: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    listIndexPublications: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                state?: "submitted" | "returned" | "approved" | "published" | "withdrawn";
                /** @description Only this dataset's publications (absent: all). */
                dataset?: "index" | "materials" | "trade" | "brands";
                projId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexPublicationListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitIndexPublication: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitPublicationBody"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexPublicationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getIndexPublication: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexPublicationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    reviewIndexPublication: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewPublicationBody"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexPublicationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    withdrawIndexPublication: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawPublicationBody"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexPublicationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getClassificationTemplate: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Index project id (21–25).
                 * @example 21
                 */
                projId: components["parameters"]["ProjIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    importClassification: {
        parameters: {
            query: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
                /** @description The first period of the new classification, `2026-11-23` (a week, its Monday), `2026-10` (a month) or `2026-Q3` (a quarter). */
                validFrom: string;
                /** @description The office's note on the change, shown with the chart's break mark. */
                note?: string;
                filename?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Index project id (21–25).
                 * @example 21
                 */
                projId: components["parameters"]["ProjIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationChangeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BadRequest"];
            503: components["responses"]["Unavailable"];
        };
    };
    listClassificationChanges: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Index project id (21–25).
                 * @example 21
                 */
                projId: components["parameters"]["ProjIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationChangeListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitClassificationChange: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Index project id (21–25).
                 * @example 21
                 */
                projId: components["parameters"]["ProjIdPath"];
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationChangeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    reviewClassificationChange: {
        parameters: {
            query?: {
                /**
                 * @description The site code the front end sends with every request (fixed at build time by `SITE_CODE`). The
                 *     backend selects the site by it; a code it does not serve → 404 `UNKNOWN_SITE`. Absent → the
                 *     backend's default site.
                 *
                 * @example qingxi-hardware
                 */
                siteCode?: components["parameters"]["SiteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Index project id (21–25).
                 * @example 21
                 */
                projId: components["parameters"]["ProjIdPath"];
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewClassificationBody"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationChangeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
}
