import SkillJSON
import SkillUI
import SkillUITestSupport
import Testing

@testable import SkillUIHTML

/// Slider, date-time input, icon, video and audio player in HTML.
@Suite struct NewKindsHTMLTests {
    @Test func sliderHTMLIsALabelledRangeWithItsValue() {
        let html = HTMLTestSupport.inner(
            .slider(SKSlider(id: "vol", name: "volume", label: "Volume", max: 10, step: 0.5, value: 4)))
        #expect(
            html == """
                <div class="sk-field sk-slider" data-sk-id="vol"><label for="sk-vol">Volume</label>\
                <span class="sk-slider-row"><input id="sk-vol" type="range" name="volume" min="0" max="10" step="0.5" \
                value="4"><output for="sk-vol">4</output></span></div>
                """)
        let bare = HTMLTestSupport.inner(.slider(SKSlider(name: "n", max: 1, value: 0.25)))
        #expect(bare.contains(#"aria-label="n""#) && bare.contains(#"step="any""#))
    }

    @Test func dateTimeHTMLUsesTheMatchingInputType() {
        let cases: [(SKDateTimeInput, String)] = [
            (SKDateTimeInput(id: "d", name: "d", value: "2026-05-01", mode: .date), #"type="date""#),
            (SKDateTimeInput(id: "t", name: "t", value: "09:30:15", mode: .time), #"type="time""#),
            (SKDateTimeInput(id: "x", name: "x", min: "2026-01-01T00:00"), #"type="datetime-local""#),
        ]
        for (node, type) in cases {
            let html = HTMLTestSupport.inner(.dateTimeInput(node))
            #expect(html.contains(type), "\(html)")
        }
        #expect(HTMLTestSupport.inner(.dateTimeInput(cases[1].0)).contains(#"step="1""#))
        #expect(!HTMLTestSupport.inner(.dateTimeInput(cases[0].0)).contains("step="))
    }

    @Test func iconsAreNamedImagesOrHiddenDecoration() {
        #expect(
            HTMLTestSupport.inner(.icon(SKIcon(id: "i", name: .search, label: "Find")))
                == #"<span class="sk-icon" data-sk-id="i" role="img" aria-label="Find" title="Find">🔍</span>"#
        )
        #expect(
            HTMLTestSupport.inner(.icon(SKIcon(id: "i", name: .volumeUp)))
                == #"<span class="sk-icon" data-sk-id="i" title="volume up" aria-hidden="true">🔊</span>"#
        )
    }

    @Test(arguments: [
        "javascript:alert(1)", "data:video/mp4;base64,AAAA", "file:///etc/passwd", "//evil.example/a.mp4",
        " java\tscript:alert(1)",
    ])
    func mediaWithRefusedURLsShowTheirDescriptionOnly(_ url: String) {
        let video = HTMLTestSupport.inner(.video(SKVideo(url: url, description: "Clip <b>")))
        let audio = HTMLTestSupport.inner(.audioPlayer(SKAudioPlayer(url: url, description: "Talk")))
        #expect(!video.contains("<video") && !video.contains("src="))
        #expect(video.contains("data-sk-blocked") && video.contains("Clip &lt;b&gt;"))
        #expect(!audio.contains("<audio") && audio.contains("Talk"))
    }

    @Test func mediaPlaysWithControlsAndARefusedPosterIsLeftOut() {
        let video = HTMLTestSupport.inner(
            .video(SKVideo(id: "v", url: "https://e.x/a b.mp4", poster: "javascript:x", description: "Lake")))
        #expect(
            video == """
                <figure class="sk-video" data-sk-id="v"><video controls preload="metadata" src="https://e.x/a%20b.mp4" \
                aria-label="Lake"></video><figcaption>Lake</figcaption></figure>
                """)
        let audio = HTMLTestSupport.inner(.audioPlayer(SKAudioPlayer(id: "a", url: "https://e.x/a.mp3")))
        #expect(
            audio
                == #"<figure class="sk-audio" data-sk-id="a"><audio controls preload="none" src="https://e.x/a.mp3"></audio></figure>"#
        )
    }

    @Test func onlyPagesWithMediaAllowMediaSources() {
        let renderer = HTMLRenderer()
        let plain = renderer.renderPage(.text(SKText(content: "hi")), title: "t")
        let media = renderer.renderPage(.audioPlayer(SKAudioPlayer(url: "https://e.x/a.mp3")), title: "t")
        #expect(!plain.contains("media-src"))
        #expect(media.contains("media-src http: https:; "))
    }
}
