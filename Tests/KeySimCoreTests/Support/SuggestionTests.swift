import Testing

@testable import KeySimCore

struct SuggestionTests {
    @Test(
        arguments: [
            ("lable", ["label", "output", "shifted"], "label"),
            ("alternate", ["alternates", "action"], "alternates"),
            ("sevres", ["serves", "layers", "name"], "serves"),
            ("actoin", ["action", "width"], "action"),
            ("LAYERS", ["layers"], "layers"),
            ("zz", ["label", "output"], nil),
            ("z", ["q", "w"], nil),
            ("ab", ["ac"], "ac"),
            ("qwerty", ["label", "output"], nil),
        ] as [(String, [String], String?)])
    func nearestNameIsSuggestedOnlyWhenClose(name: String, candidates: [String], expected: String?) {
        #expect(Suggestion.nearest(to: name, in: candidates) == expected)
    }

    @Test(
        arguments: [
            ("", "", 0), ("a", "", 1), ("kitten", "sitting", 3), ("ab", "ba", 1), ("abc", "acb", 1),
        ] as [(String, String, Int)])
    func editDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
        #expect(Suggestion.editDistance(b, a) == distance)
    }
}
